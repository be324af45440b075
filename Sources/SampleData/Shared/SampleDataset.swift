import Foundation

/// Everything the dev phase and the staging API serve, read from the JSON files the generator wrote
/// into this target's resources.
public struct SampleDataset: Codable, Hashable, Sendable {
    public var movies: [SampleMovie]
    public var pokemon: [SamplePokemon]
    public var users: [SampleUser]
    public var stations: [SampleStation]
    public var groups: [SampleGroup]

    public init(
        movies: [SampleMovie], pokemon: [SamplePokemon], users: [SampleUser],
        stations: [SampleStation], groups: [SampleGroup]
    ) {
        self.movies = movies
        self.pokemon = pokemon
        self.users = users
        self.stations = stations
        self.groups = groups
    }
}

/// A resource file of the dataset was missing or did not decode.
public struct SampleDataError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var reason: String
    public var description: String { "Sample data file \(file): \(reason)" }
}

extension SampleDataset {
    /// The file names the generator writes and `bundled()` reads, one per part of the dataset.
    public enum FileName {
        public static let movies = "movies.json"
        public static let pokemon = "pokemon.json"
        public static let users = "users.json"
        public static let stations = "stations.json"
        public static let groups = "groups.json"
    }

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

    /// Reads a dataset from the JSON files in `directory`.
    public static func load(from directory: URL) throws -> SampleDataset {
        func read<T: Decodable>(_ file: String, as type: T.Type) throws -> T {
            let url = directory.appendingPathComponent(file)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw SampleDataError(file: file, reason: "cannot be read (\(error.localizedDescription))")
            }
            do {
                return try JSONDecoder().decode(T.self, from: data)
            } catch {
                throw SampleDataError(file: file, reason: "does not decode (\(error))")
            }
        }
        return SampleDataset(
            movies: try read(FileName.movies, as: [SampleMovie].self),
            pokemon: try read(FileName.pokemon, as: [SamplePokemon].self),
            users: try read(FileName.users, as: [SampleUser].self),
            stations: try read(FileName.stations, as: [SampleStation].self),
            groups: try read(FileName.groups, as: [SampleGroup].self)
        )
    }
}
