import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Networking
import PresentationLayer
import SampleData
import TerminalKit
import TerminalUI
import WebUI

/// The Pokémon scene (PokeAPI): a paged list and details. The bundled Pokédex in dev, PokeAPI in alpha (the
/// staging API) and real; sprites generated in dev and alpha.
struct PokemonSceneDIContainer: SceneDIContainer {
    static let scene = "Pokemon"
    static let path = "/pokemon"
    static let settings: [any SceneSettingDeclaration] = [baseURL, spritesBaseURL]
    static let baseURL = SceneSetting.url("POKEAPI_BASE_URL", default: URL(staticString: "https://pokeapi.co"))
    /// Where PokeAPI's sprite URLs point; sprites are fetched from this origin only.
    static let spritesBaseURL = SceneSetting.url(
        "POKEAPI_SPRITES_BASE_URL", default: URL(staticString: "https://raw.githubusercontent.com"))

    /// PokeAPI's answers are cached for a day, in at most 4 MiB.
    static let cachePolicy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 4 << 20)

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// PokeAPI's answers.
        let cacheDatabase: SQLiteDatabase
        let imageLoader: CachedImageLoader
        let pokeAPI: DataTransferService
        let spritesBaseURL: URL
        let pokemon: @Sendable () throws -> [SamplePokemon]
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        self.init(
            dependencies: Dependencies(
                phase: app.phase, cacheDatabase: app.cacheDatabase, imageLoader: app.imageLoader,
                pokeAPI: app.dataTransferService(baseURL: app.configuration[Self.baseURL], label: "pokeapi"),
                spritesBaseURL: app.configuration[Self.spritesBaseURL],
                pokemon: { [sampleData = app.sampleData] in try sampleData().pokemon }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let pokemon = makePokemonRepository()
        let (fetchPage, fetchDetails) = makeUseCases(pokemon: pokemon)
        let fetchSprite = FetchPokemonSpriteInteractor(sprites: makeSpritesRepository(pokemon: pokemon))
        router.addRoutes(
            PokemonWebRoutes(
                makeListViewModel: { PokemonListViewModel(fetchPage: fetchPage) },
                makeDetailsViewModel: { PokemonDetailsViewModel(fetchDetails: fetchDetails, fetchPage: fetchPage) },
                sprites: PokemonSpriteLoader(fetchSprite: fetchSprite)
            ).routes)
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let (fetchPage, fetchDetails) = makeUseCases(pokemon: makePokemonRepository())
        return {
            PokemonScreen(
                list: PokemonListViewModel(fetchPage: fetchPage),
                makeDetails: { PokemonDetailsViewModel(fetchDetails: fetchDetails, fetchPage: fetchPage) },
                strings: strings)
        }
    }

    @MainActor func terminalScreens(showing destination: PokemonDestination, strings: Strings) -> [any TerminalScreen] {
        let (fetchPage, fetchDetails) = makeUseCases(pokemon: makePokemonRepository())
        return PokemonScreen.screens(
            showing: destination, list: PokemonListViewModel(fetchPage: fetchPage),
            makeDetails: { PokemonDetailsViewModel(fetchDetails: fetchDetails, fetchPage: fetchPage) },
            strings: strings)
    }

    /// The list's and the details' use cases over `pokemon`.
    private func makeUseCases(
        pokemon: any PokemonRepository
    ) -> (any FetchPokemonPageUseCase, any FetchPokemonDetailsUseCase) {
        // Traced here, at the composition root, as the repository and its data source are.
        (
            TracedFetchPokemonPageUseCase(base: FetchPokemonPageInteractor(repository: pokemon)),
            TracedFetchPokemonDetailsUseCase(base: FetchPokemonDetailsInteractor(repository: pokemon))
        )
    }

    private func makePokemonRepository() -> any PokemonRepository {
        let source: any PokemonDataSource =
            switch dependencies.phase {
            case .dev: BundledPokemonDataSource(pokemon: dependencies.pokemon)
            case .alpha, .real: RemotePokemonDataSource(service: dependencies.pokeAPI)
            }
        let cache = SQLiteResponseCacheStore(
            database: dependencies.cacheDatabase, namespace: "pokemon", policy: Self.cachePolicy)
        return TracedPokemonRepository(
            base: CachedPokemonRepository(source: TracedPokemonDataSource(base: source), cache: cache))
    }

    /// Sprites: generated in dev and alpha (one per Pokémon, from its number and types; the staging API's are
    /// abstract pictures); in real the details' sprite URL, through the image cache.
    private func makeSpritesRepository(pokemon: any PokemonRepository) -> any PokemonSpritesRepository {
        switch dependencies.phase {
        case .dev, .alpha:
            PlaceholderPokemonSpritesRepository(pokemon: pokemon)
        case .real:
            CachedPokemonSpritesRepository(
                pokemon: pokemon, images: dependencies.imageLoader, spritesBaseURL: dependencies.spritesBaseURL)
        }
    }
}
