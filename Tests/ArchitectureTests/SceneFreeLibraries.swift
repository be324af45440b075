import Foundation
import Testing

/// The View rings' libraries know no scene: a scene is added in its rooms (its ring's scene folders), never in a
/// library. A library file that imports an inner ring or a View ring, or names a scene (a scene's folder name
/// starting an identifier, `MoviesPaths`, or its address, `"/movies`), is a violation named with file and line; so
/// is a library's script or style (its generic client) that names a scene in any case (`.pokemon-row`, `--aq-good`).
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

    /// The extensions of a library's scripts and styles, read with ``webViolations(file:source:scenes:)``.
    static let webFileExtensions: Set<String> = ["css", "js"]

    /// A library's files of `extensions`, whatever folder of the library holds them.
    static func files(of library: String, extensions: Set<String>) -> [URL] {
        let root = ArchitectureTests.sourcesDirectory.appendingPathComponent(library)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
    }

    /// The lines of a library's script or style that name a scene, worded with file and line.
    static func webViolations(file: String, source: String, scenes: [String]) -> [String] {
        var found: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for scene in scenes where namesInWebFile(scene, in: line) {
                found.append("\(file):\(index + 1): a library's script or style must not name the scene \(scene)")
            }
        }
        return found
    }

    /// Whether `line` of a script or a style names `scene`: the scene's words, in any case, accents aside, the last
    /// one plural or singular, as words of the line, where an identifier's parts are words (`.user-row`,
    /// `pokemon-type`, `air-quality`, `moviesList`); for a scene of several words, its initials too (`--aq-good`).
    static func namesInWebFile(_ scene: String, in line: Substring) -> Bool {
        let words = Self.words(in: line)
        let sceneWords = Self.words(in: Substring(scene))
        guard let last = sceneWords.last else { return false }
        let singular = last.hasSuffix("s") ? String(last.dropLast()) : last
        let forms =
            [sceneWords, Array(sceneWords.dropLast()) + [singular]]
            + (sceneWords.count > 1 ? [[String(sceneWords.compactMap(\.first))]] : [])
        return forms.contains { form in
            words.count >= form.count
                && (0...(words.count - form.count)).contains { start in
                    Array(words[start..<start + form.count]) == form
                }
        }
    }

    /// The lowercased words of `text`, accents folded: runs of letters and digits, a run also split where a
    /// lowercase letter meets an uppercase one (`moviesList`, `AirQuality`).
    private static func words(in text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLowercase = false
        for character in text.folding(options: .diacriticInsensitive, locale: nil) {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousWasLowercase = false
                continue
            }
            if character.isUppercase && previousWasLowercase {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousWasLowercase = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
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

    @Test func everyLibraryScriptAndStyleNamesNoScene() throws {
        let sources = ArchitectureTests.sourcesDirectory
        let scenes = try SceneFreeLibraries.scenes(in: sources)
        var violations: [String] = []
        var filesRead: [String] = []
        for library in SceneFreeLibraries.libraries {
            for file in SceneFreeLibraries.files(of: library, extensions: SceneFreeLibraries.webFileExtensions) {
                let source = try String(contentsOf: file, encoding: .utf8)
                let relative = file.path.replacingOccurrences(of: sources.path + "/", with: "Sources/")
                violations += SceneFreeLibraries.webViolations(file: relative, source: source, scenes: scenes)
                filesRead.append(relative)
            }
        }
        #expect(
            Set(filesRead).isSuperset(of: [
                "Sources/LiveWeb/Assets/app.css", "Sources/LiveWeb/Assets/app.js", "Sources/LiveWeb/Assets/live.js",
            ]))
        #expect(violations == [])
    }

    @Test func aSceneInALibraryScriptOrStyleIsNamedWithFileAndLine() {
        let source = """
            .row img { width: 44px; }
            .pokemon-row a { color: inherit; }
            :root { --aq-good: #1a5cb0; }
            .user-row .user-avatar { width: 40px; }
            if (location.pathname === "/users/bookmarks") focusStar();
            const moviesList = document.getElementById("movies");
            /* the Air quality page, a Pokémon's types */
            .card-row > * { flex: none; } /* an airy square, a queue of cards */
            """
        #expect(
            SceneFreeLibraries.webViolations(
                file: "Sources/LiveWeb/Assets/app.css", source: source,
                scenes: ["AirQuality", "Movies", "Pokemon", "Users"])
                == [
                    "Sources/LiveWeb/Assets/app.css:2: a library's script or style must not name the scene Pokemon",
                    "Sources/LiveWeb/Assets/app.css:3: a library's script or style must not name the scene AirQuality",
                    "Sources/LiveWeb/Assets/app.css:4: a library's script or style must not name the scene Users",
                    "Sources/LiveWeb/Assets/app.css:5: a library's script or style must not name the scene Users",
                    "Sources/LiveWeb/Assets/app.css:6: a library's script or style must not name the scene Movies",
                    "Sources/LiveWeb/Assets/app.css:7: a library's script or style must not name the scene AirQuality",
                    "Sources/LiveWeb/Assets/app.css:7: a library's script or style must not name the scene Pokemon",
                ])
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
