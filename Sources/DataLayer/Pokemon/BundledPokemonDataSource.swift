import DomainLayer
import SampleData

/// The dev phase's Pokédex: the bundled dataset, paged and looked up by the same rules as the staging API
/// (`PokemonCatalog`), named in English and Korean as the dataset names them, with their types. Sprites are
/// generated, so details carry no sprite URL.
public struct BundledPokemonDataSource: PokemonDataSource {
    private let pokemon: BundledData<[SamplePokemon]>

    /// - Parameter pokemon: reads the bundled Pokédex when a request needs it; a failure is shown on screen.
    public init(pokemon: @escaping @Sendable () throws -> [SamplePokemon]) {
        self.pokemon = BundledData("Pokémon", read: pokemon)
    }

    public init(pokemon: [SamplePokemon]) {
        self.init(pokemon: { pokemon })
    }

    public func page(offset: Int, limit: Int) async throws -> PokemonPage {
        let pokemon = try pokemon.value()
        let slice = PokemonCatalog.page(pokemon, offset: offset, limit: limit)
        return PokemonPage(
            offset: max(offset, 0), count: pokemon.count,
            pokemon: slice.map {
                PokemonSummary(id: $0.id, name: $0.name, names: PokemonNames($0.names), types: $0.types)
            })
    }

    public func details(idOrName: String) async throws -> PokemonDetails {
        guard let found = PokemonCatalog.find(try pokemon.value(), idOrName: idOrName) else {
            throw DomainError.notFound
        }
        return PokemonDetails(
            id: found.id, name: found.name, names: PokemonNames(found.names), height: found.height,
            weight: found.weight, types: found.types,
            stats: found.stats.map { PokemonDetails.Stat(name: $0.name, baseStat: $0.baseStat) },
            abilities: found.abilities.sorted { $0.slot < $1.slot }.map {
                PokemonDetails.Ability(name: $0.name, isHidden: $0.isHidden, names: PokemonNames($0.names))
            },
            spriteURL: nil)
    }
}

extension PokemonNames {
    /// The dataset's names, or none.
    init(_ names: SampleLocalizedName?) {
        self.init(names.map { ["en": $0.en, "ko": $0.ko] } ?? [:])
    }
}
