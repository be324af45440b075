import Foundation
import SampleData

/// The whole dataset, the same on every run: each part has its own seed, so changing one part leaves the
/// others' bytes alone.
func makeSampleDataset() -> SampleDataset {
    var movies = MovieGenerator()
    var users = UserGenerator()
    var stations = StationGenerator()
    var groups = GroupGenerator()
    return SampleDataset(
        movies: movies.makeMovies(),
        pokemon: PokedexTable.pokemon(),
        users: users.makeUsers(),
        stations: stations.makeStations(),
        groups: groups.makeGroups()
    )
}

/// The five resource files, keyed by `SampleDataset.FileName`: pretty-printed JSON with sorted keys and a
/// final newline, so the bytes are deterministic and diffs stay readable.
func encodeFiles(_ dataset: SampleDataset) throws -> [String: Data] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    func encode(_ value: some Encodable) throws -> Data {
        var data = try encoder.encode(value)
        data.append(0x0a)
        return data
    }
    return [
        SampleDataset.FileName.movies: try encode(dataset.movies),
        SampleDataset.FileName.pokemon: try encode(dataset.pokemon),
        SampleDataset.FileName.users: try encode(dataset.users),
        SampleDataset.FileName.stations: try encode(dataset.stations),
        SampleDataset.FileName.groups: try encode(dataset.groups),
    ]
}
