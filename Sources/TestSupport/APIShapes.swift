import Foundation

/// The public APIs' example payloads (a copy of `shared/api-shapes/`), for contract tests.
public enum APIShapes {
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/DataLayerTests/Fixtures/api-shapes")

    /// The bytes of one example, e.g. `tmdb_search.json`.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }
}
