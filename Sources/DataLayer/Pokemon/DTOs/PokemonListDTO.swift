/// PokeAPI's answer to `GET /api/v2/pokemon?limit=&offset=`.
public struct PokemonListDTO: Decodable, Sendable, Equatable {
    public struct Entry: Decodable, Sendable, Equatable {
        public var name: String
        public var url: String

        /// The id, read from the last path component of `url` (`…/pokemon/25/`); nil when it is not a positive
        /// id.
        public var id: Int? {
            url.split(separator: "/").last.flatMap { Int($0) }.flatMap { UpstreamNumbers.id.contains($0) ? $0 : nil }
        }
    }

    /// The most entries a page keeps (Strata asks for ten); more count as skipped.
    public static let maximumResults = 100
    /// The largest `count` believed (PokeAPI has some 1,300 Pokémon); a larger one is cut to it, so paging
    /// never runs past what an offset may be.
    public static let maximumCount = 100_000

    public var count: Int
    public var next: String?
    public var previous: String?
    public var results: [Entry]
    /// Entries that did not decode or were past `maximumResults`: skipped, not fatal for the page.
    public var skippedResults = 0

    enum CodingKeys: String, CodingKey {
        case count, next, previous, results
    }
}

extension PokemonListDTO {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let results = try container.decode(LossyList<Entry>.self, forKey: .results).prefix(Self.maximumResults)
        self.init(
            count: try container.decodeClamped(Int.self, forKey: .count, in: 0...Self.maximumCount),
            next: try container.decodeIfPresent(String.self, forKey: .next),
            previous: try container.decodeIfPresent(String.self, forKey: .previous), results: results.elements,
            skippedResults: results.skipped)
    }
}
