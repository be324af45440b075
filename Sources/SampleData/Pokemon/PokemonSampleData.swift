/// The Pokémon scene's Pokédex (PokeAPI's list and details).
public enum PokemonSampleData: SampleDataPart {
    public typealias Row = SamplePokemon
    public static let fileName = "pokemon.json"
}

extension SampleDataset {
    /// The Pokémon scene's Pokédex (PokeAPI's list and details).
    public var pokemon: [SamplePokemon] {
        get { self[PokemonSampleData.self] }
        set { self[PokemonSampleData.self] = newValue }
    }
}
