import Foundation
import Testing

@Suite struct ArchitectureTests {
    static let sourcesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The Swift sources compiled into `target`; the documentation's snippets (AppLayer's `Snippets/`, its
    /// resources) are compiled as the package's snippets, examples outside the rings, and are left out, as is the
    /// catalog's (`Strata.docc`): the tutorial's code files are a generated scene's, every ring's, shown as text.
    static func swiftFiles(of target: String) throws -> [URL] {
        let root = sourcesDirectory.appendingPathComponent(target)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.pathComponents.contains("Snippets") }
            .filter { !$0.pathComponents.contains { $0.hasSuffix(".docc") } }
    }

    @Test func everySourceTargetHasARule() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sourcesDirectory.path)
        #expect(Set(targets).subtracting(ImportRules.allowed.keys).sorted() == [])
    }

    @Test func everyImportFollowsTheDependencyRule() throws {
        var violations: [String] = []
        var filesRead = 0
        for target in ImportRules.allowed.keys.sorted() {
            for file in try Self.swiftFiles(of: target) {
                let source = try String(contentsOf: file, encoding: .utf8)
                let relative = file.path.replacingOccurrences(of: Self.sourcesDirectory.path + "/", with: "Sources/")
                violations += ImportRules.violations(target: target, file: relative, source: source)
                filesRead += 1
            }
        }
        #expect(filesRead > 20)
        #expect(violations == [])
    }

    @Test func aForbiddenImportIsNamedWithFileAndLine() {
        let source = """
            import Foundation
            @preconcurrency import GRDB
            public import struct DataLayer.MovieDTO
            import Observation
            """
        #expect(
            ImportRules.violations(
                target: "PresentationLayer", file: "Sources/PresentationLayer/X.swift", source: source)
                == [
                    "Sources/PresentationLayer/X.swift:2: PresentationLayer must not import GRDB",
                    "Sources/PresentationLayer/X.swift:3: PresentationLayer must not import DataLayer",
                ])
    }

    @Test func theDomainLayerImportsFoundationOnly() {
        #expect(
            ImportRules.violations(target: "DomainLayer", file: "F.swift", source: "import Logging") == [
                "F.swift:1: DomainLayer must not import Logging"
            ])
        #expect(ImportRules.violations(target: "DomainLayer", file: "F.swift", source: "import Foundation") == [])
    }
}
