import Hummingbird
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

    func registerRoutes(on router: Router<WebRequestContext>, sessions: SessionStore) {}
}
