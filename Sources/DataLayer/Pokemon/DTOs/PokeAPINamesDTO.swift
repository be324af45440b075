/// The part of PokeAPI's `pokemon-species/{id|name}` and `ability/{id|name}` answers the Pokémon scene reads:
/// the resource's id, name and `names` in each language, `{"name": "피카츄", "language": {"name": "ko", …}}`.
///
/// A name entry that does not decode, is empty or longer than `maximumNameLength` is skipped; at most
/// `maximumNames` are kept (PokeAPI gives some eleven languages).
public struct PokeAPINamesDTO: Decodable, Sendable, Equatable {
    /// The most name entries kept.
    public static let maximumNames = 40
    /// The longest name believed (PokeAPI's longest are under 30 characters).
    public static let maximumNameLength = 100

    /// One name in one language.
    public struct Name: Decodable, Sendable, Equatable {
        public var name: String
        public var language: PokemonDetailsDTO.NamedResource
    }

    public var id: Int
    public var name: String
    public var names: [Name]

    enum CodingKeys: String, CodingKey {
        case id, name, names
    }

    public init(id: Int, name: String, names: [Name]) {
        self.id = id
        self.name = name
        self.names = names
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decodeIfPresent(LossyList<Name>.self, forKey: .names)?.elements ?? []
        self.init(
            id: try container.decode(Int.self, forKey: .id, in: UpstreamNumbers.id),
            name: try container.decode(String.self, forKey: .name),
            names: names.filter { !$0.name.isEmpty && $0.name.count <= Self.maximumNameLength }
                .prefix(Self.maximumNames).map(\.self))
    }
}
