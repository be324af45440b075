import DataLayer
import DomainLayer
import Hummingbird
import PresentationLayer
import WebUI

/// The Pokémon scene (PokeAPI): a paged list and details. The bundled Pokédex (and placeholder sprites) in
/// dev, PokeAPI in alpha (the staging API) and real.
struct PokemonSceneDIContainer: SceneDIContainer {
    /// PokeAPI's answers are cached for a day, in at most 4 MiB.
    static let cachePolicy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 4 << 20)

    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(scene: .pokemon, path: "/pokemon", problem: nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let pokemon = makePokemonRepository()
        let fetchPage = FetchPokemonPageInteractor(repository: pokemon)
        let fetchDetails = FetchPokemonDetailsInteractor(repository: pokemon)
        let fetchSprite = FetchPokemonSpriteInteractor(sprites: makeSpritesRepository(pokemon: pokemon))
        router.addRoutes(
            PokemonRoutes(
                makeListViewModel: { PokemonListViewModel(fetchPage: fetchPage) },
                makeDetailsViewModel: { PokemonDetailsViewModel(fetchDetails: fetchDetails) },
                sprites: PokemonSpriteLoader(fetchSprite: fetchSprite)
            ).routes)
    }

    private func makePokemonRepository() -> any PokemonRepository {
        let source: any PokemonDataSource =
            switch app.phase {
            case .dev: BundledPokemonDataSource(pokemon: { [app] in try app.sampleData().pokemon })
            case .alpha, .real: PokeAPIPokemonDataSource(service: app.pokeAPIService)
            }
        let cache = SQLiteResponseCacheStore(
            database: app.cacheDatabase, namespace: "pokemon", policy: Self.cachePolicy)
        return CachedPokemonRepository(source: source, cache: cache)
    }

    /// Sprites: placeholders in dev; otherwise the details' sprite URL, through the image cache.
    private func makeSpritesRepository(pokemon: any PokemonRepository) -> any PokemonSpritesRepository {
        switch app.phase {
        case .dev:
            PlaceholderPokemonSpritesRepository()
        case .alpha, .real:
            CachedPokemonSpritesRepository(
                pokemon: pokemon, images: app.imageLoader, spritesBaseURL: app.baseURLs.pokeAPISprites)
        }
    }
}
