import Foundation

/// Everything the dev phase and the staging API serve, read from the JSON files the generator wrote into this
/// target's resources: one ``SampleDataPart`` per scene, each in its scene's folder.
public struct SampleDataset: Equatable, Sendable {
    /// Every scene's part, one line per scene: what ``load(from:)`` reads and the generator writes.
    public static let parts: [any SampleDataPart.Type] = [
        MoviesSampleData.self,
        PokemonSampleData.self,
        UsersSampleData.self,
        AirQualitySampleData.self,
        GroupsSampleData.self,
    ]

    /// The rows of each part, by its file name.
    private var rows: [String: any Sendable] = [:]

    /// An empty dataset; set each part's rows through its scene's property (`dataset.movies = …`).
    public init() {}

    /// The rows of `part`; none when it was never set.
    public subscript<Part: SampleDataPart>(_ part: Part.Type) -> [Part.Row] {
        get { rows[Part.fileName] as? [Part.Row] ?? [] }
        set { rows[Part.fileName] = newValue }
    }

    public static func == (lhs: SampleDataset, rhs: SampleDataset) -> Bool {
        parts.allSatisfy { $0.rowsEqual(lhs, rhs) }
    }
}

/// A resource file of the dataset was missing or did not decode.
public struct SampleDataError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var reason: String
    public var description: String { "Sample data file \(file): \(reason)" }
}

extension SampleDataset {
    /// The dataset bundled with Strata, decoded once per process.
    public static func bundled() throws -> SampleDataset {
        try cachedBundled.get()
    }

    private static let cachedBundled: Result<SampleDataset, any Error> = Result {
        try load(from: resourcesDirectory)
    }

    /// The folder holding the bundled JSON files.
    public static var resourcesDirectory: URL {
        Bundle.module.bundleURL.appendingPathComponent("Resources", isDirectory: true)
    }

    /// Reads a dataset from the JSON files in `directory`, every part's.
    public static func load(from directory: URL) throws -> SampleDataset {
        var dataset = SampleDataset()
        for part in parts {
            try part.read(from: directory, into: &dataset)
        }
        return dataset
    }

    /// A dataset of the five scenes' rows, as tests build one.
    public init(
        movies: [SampleMovie], pokemon: [SamplePokemon], users: [SampleUser],
        stations: [SampleStation], groups: [SampleGroup]
    ) {
        self.init()
        self.movies = movies
        self.pokemon = pokemon
        self.users = users
        self.stations = stations
        self.groups = groups
    }
}
