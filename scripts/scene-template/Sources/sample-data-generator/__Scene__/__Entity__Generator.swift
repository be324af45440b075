import SampleData

/// Composes the bundled items of the __Title__ scene: named from a fixed list, numbered from 1.
// The rows depend on nothing but this file, so the committed `__kebab__.json` stays byte for byte what
// `swift run sample-data-generator` writes.
enum __Entity__Generator {
    static let names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"]
}

extension __Scene__SampleData: GeneratedPart {
    static func generate() -> [Sample__Entity__] {
        __Entity__Generator.names.enumerated().map { index, name in Sample__Entity__(id: index + 1, name: name) }
    }
}
