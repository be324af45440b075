import DomainLayer
import Hummingbird
import PresentationLayer
import WebUI

/// The Pokémon scene (PokeAPI): a paged list and details.
struct PokemonSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            title: "Pokémon", path: "/pokemon",
            summary: "Browse the Pokédex ten at a time, with types, stats and abilities.",
            problem: nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>, sessions: SessionStore) {
        do {
            router.addRoutes(try makeRoutes().routes)
        } catch {
            // NB: only the bundled dataset can fail to load (a broken build); the scene then has no pages.
            app.logger.error("The Pokémon scene could not start: \(error)")
        }
    }

    /// The scene's routes over the phase's repositories; one view model of each screen per browser session.
    func makeRoutes() throws -> PokemonRoutes {
        let repository = try app.pokemonRepository()
        let fetchPage = FetchPokemonPageInteractor(repository: repository)
        let fetchDetails = FetchPokemonDetailsInteractor(repository: repository)
        let fetchSprite = FetchPokemonSpriteInteractor(
            sprites: app.pokemonSpritesRepository(pokemon: repository))
        return PokemonRoutes(
            makeListViewModel: { PokemonListViewModel(fetchPage: fetchPage) },
            makeDetailsViewModel: { PokemonDetailsViewModel(fetchDetails: fetchDetails) },
            sprites: PokemonSpriteLoader(fetchSprite: fetchSprite))
    }
}
