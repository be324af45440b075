import DomainLayer
import Synchronization

/// A `PokemonRepository` over a list in memory, paging like PokeAPI (an offset past the end is an empty
/// page with the count) and recording the pages asked for.
public final class FakePokemonRepository: PokemonRepository {
    private let pokemon: [PokemonDetails]
    private let pageRequests = Mutex<[Int]>([])
    private let detailsRequests = Mutex<[String]>([])

    public init(pokemon: [PokemonDetails]) {
        self.pokemon = pokemon
    }

    /// `count` Pokémon with ids 1…count named `pokemon-N`.
    public convenience init(count: Int) {
        self.init(pokemon: (0..<max(count, 0)).map { PokemonSamples.details(id: $0 + 1) })
    }

    /// The offsets asked for, in order.
    public var requestedOffsets: [Int] { pageRequests.withLock { $0 } }

    /// The ids or names whose details were asked for, in order.
    public var requestedNames: [String] { detailsRequests.withLock { $0 } }

    public func page(offset: Int, limit: Int) async throws -> PokemonPage {
        pageRequests.withLock { $0.append(offset) }
        let start = min(max(offset, 0), pokemon.count)
        let end = min(start + max(limit, 0), pokemon.count)
        return PokemonPage(
            offset: offset, count: pokemon.count,
            pokemon: pokemon[start..<end].map { PokemonSummary(id: $0.id, name: $0.name, names: $0.names) })
    }

    public func details(idOrName: String) async throws -> PokemonDetails {
        detailsRequests.withLock { $0.append(idOrName) }
        guard let found = pokemon.first(where: { "\($0.id)" == idOrName || $0.name == idOrName }) else {
            throw DomainError.notFound
        }
        return found
    }
}

/// Domain values for Pokémon tests.
public enum PokemonSamples {
    /// A page of `pokemon-N` summaries from `offset`, of `size`, out of `count`.
    public static func page(offset: Int, size: Int = 10, count: Int = 151) -> PokemonPage {
        PokemonPage(
            offset: offset, count: count,
            pokemon: (0..<size).map { PokemonSummary(id: offset + $0 + 1, name: "pokemon-\(offset + $0 + 1)") })
    }

    /// Pikachu as PokeAPI describes it: 4 dm, 60 hg, electric, with a hidden ability; named in English and
    /// Korean, as are its abilities.
    public static let pikachu = PokemonDetails(
        id: 25, name: "pikachu", names: PokemonNames(["en": "Pikachu", "ko": "피카츄"]), height: 4, weight: 60,
        types: ["electric"],
        stats: [
            .init(name: "hp", baseStat: 35), .init(name: "attack", baseStat: 55),
            .init(name: "special-attack", baseStat: 50), .init(name: "speed", baseStat: 90),
        ],
        abilities: [
            .init(name: "static", isHidden: false, names: PokemonNames(["en": "Static", "ko": "정전기"])),
            .init(name: "lightning-rod", isHidden: true, names: PokemonNames(["en": "Lightning Rod", "ko": "피뢰침"])),
        ],
        spriteURL: nil)

    /// `pokemon-N`, normal type, with one stat and one ability.
    public static func details(id: Int) -> PokemonDetails {
        PokemonDetails(
            id: id, name: "pokemon-\(id)", height: 10, weight: 100, types: ["normal"],
            stats: [.init(name: "hp", baseStat: 50)], abilities: [.init(name: "run-away", isHidden: false)],
            spriteURL: nil)
    }
}
