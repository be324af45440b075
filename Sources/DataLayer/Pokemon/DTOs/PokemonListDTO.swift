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
}
