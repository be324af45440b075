import DataLayer
import DomainLayer

extension AppDIContainer {
    /// The Pokédex for the running phase: the bundled dataset in dev, PokeAPI (the staging API in alpha)
    /// otherwise; answers are cached in `cache.sqlite` under the `pokemon` namespace.
    func pokemonRepository() throws -> any PokemonRepository {
        let source: any PokemonDataSource =
            switch phase {
            case .dev: BundledPokemonDataSource(pokemon: try sampleData().pokemon)
            case .alpha, .real: PokeAPIPokemonDataSource(service: pokeAPIService)
            }
        let cache = SQLiteResponseCacheStore(
            database: cacheDatabase, namespace: "pokemon",
            policy: CachePolicy(maxAge: .seconds(24 * 60 * 60), maxBytes: 4 << 20))
        return CachedPokemonRepository(source: source, cache: cache)
    }

    /// Sprites for the running phase: placeholders in dev, the details' sprite URL through the image cache
    /// otherwise.
    func pokemonSpritesRepository(pokemon: any PokemonRepository) -> any PokemonSpritesRepository {
        switch phase {
        case .dev:
            return PlaceholderPokemonSpritesRepository()
        case .alpha, .real:
            return CachedPokemonSpritesRepository(
                pokemon: pokemon, images: imageLoader, spritesBaseURL: baseURLs.pokeAPISprites)
        }
    }
}
