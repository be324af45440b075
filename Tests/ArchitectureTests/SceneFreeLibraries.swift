import Foundation
import Testing

/// The View rings' libraries know no scene: a scene is added in its rooms (its ring's scene folders), never in a
/// library. A library file that imports an inner ring or a View ring, or names a scene (a scene's folder name
/// starting an identifier, `MoviesPaths`, or its address, `"/movies`), is a violation named with file and line.
enum SceneFreeLibraries {
    /// The libraries held to the rule; a new View ring's library is added here.
    static let libraries = [
        "LiveWeb",
        "TerminalKit",
    ]

    /// The targets a library must not import: the inner rings and the View rings' scene rooms.
    static let forbiddenImports: Set<String> = [
        "DomainLayer", "DataLayer", "PresentationLayer", "Networking", "SampleData", "WebUI", "TerminalUI", "AppLayer",
        "StagingAPI",
    ]

    /// The scenes: the folders of PresentationLayer but `Shared`, so a generated scene is covered at once.
    static func scenes(in sources: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("PresentationLayer").path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".swift") && $0 != "Shared" }
            .sorted()
    }

    /// The broken rules of one library file, worded with file, line and what it names.
    static func violations(file: String, source: String, scenes: [String]) -> [String] {
        var found = ImportRules.imports(in: source)
            .filter { forbiddenImports.contains($0.module) }
            .map { "\(file):\($0.line): a library must not import \($0.module)" }
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for scene in scenes where names(scene, in: line) {
                found.append("\(file):\(index + 1): a library must not name the scene \(scene)")
            }
        }
        return found
    }

    /// Whether `line` has `scene` starting an identifier, or the scene's address (`/air-quality` for
    /// `AirQuality`), its accents aside (`Pokémon` names `Pokemon`).
    static func names(_ scene: String, in line: Substring) -> Bool {
        let line = line.folding(options: .diacriticInsensitive, locale: nil)
        let address =
            "/"
            + scene.enumerated().map { $0.offset > 0 && $0.element.isUppercase ? "-\($0.element)" : "\($0.element)" }
            .joined().lowercased()
        if line.contains(address + "\"") || line.contains(address + "/") || line.contains(address + "?") {
            return true
        }
        var searchStart = line.startIndex
        while let range = line.range(of: scene, range: searchStart..<line.endIndex) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            if before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true {
                return true
            }
            searchStart = range.upperBound
        }
        return false
    }
}

@Suite struct SceneFreeLibraryTests {
    @Test func everyLibraryNamesNoSceneAndImportsNoInnerRing() throws {
        let sources = ArchitectureTests.sourcesDirectory
        let scenes = try SceneFreeLibraries.scenes(in: sources)
        #expect(scenes.count >= 5)
        var violations: [String] = []
        var filesRead = 0
        for library in SceneFreeLibraries.libraries {
            for file in try ArchitectureTests.swiftFiles(of: library) {
                let source = try String(contentsOf: file, encoding: .utf8)
                let relative = file.path.replacingOccurrences(of: sources.path + "/", with: "Sources/")
                violations += SceneFreeLibraries.violations(file: relative, source: source, scenes: scenes)
                filesRead += 1
            }
        }
        #expect(filesRead > 10)
        #expect(violations == [])
    }

    @Test func aSceneOrAnInnerRingInALibraryIsNamedWithFileAndLine() {
        let source = """
            import Hummingbird
            import PresentationLayer
            let paths = MoviesPaths.self
            let home = "/air-quality?station=x"
            // MyMovies and the movies of a user name no scene
            let mine = MyMovies.self
            /// Draws a Pokémon's row.
            """
        #expect(
            SceneFreeLibraries.violations(
                file: "Sources/LiveWeb/X.swift", source: source, scenes: ["AirQuality", "Movies", "Pokemon"])
                == [
                    "Sources/LiveWeb/X.swift:2: a library must not import PresentationLayer",
                    "Sources/LiveWeb/X.swift:3: a library must not name the scene Movies",
                    "Sources/LiveWeb/X.swift:4: a library must not name the scene AirQuality",
                    "Sources/LiveWeb/X.swift:7: a library must not name the scene Pokemon",
                ])
    }
}
