/// PokeAPI's answer to `GET /api/v2/pokemon?limit=&offset=`.
public struct PokemonListDTO: Decodable, Sendable, Equatable {
    public struct Entry: Decodable, Sendable, Equatable {
        public var name: String
        public var url: String

        /// The id, read from the last path component of `url` (`…/pokemon/25/`).
        public var id: Int? {
            url.split(separator: "/").last.flatMap { Int($0) }
        }
    }

    public var count: Int
    public var next: String?
    public var previous: String?
    public var results: [Entry]
    /// Entries that did not decode: skipped, not fatal for the page.
    public var skippedResults = 0

    enum CodingKeys: String, CodingKey {
        case count, next, previous, results
    }
}

extension PokemonListDTO {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let results = try container.decode(LossyList<Entry>.self, forKey: .results)
        self.init(
            count: try container.decode(Int.self, forKey: .count),
            next: try container.decodeIfPresent(String.self, forKey: .next),
            previous: try container.decodeIfPresent(String.self, forKey: .previous), results: results.elements,
            skippedResults: results.skipped)
    }
}
