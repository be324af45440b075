import Hummingbird
import WebUI

/// The Movies scene (TMDB): search with paging, suggestions and a response cache.
struct MoviesSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            title: "Movies", path: "/movies",
            summary: "Search TMDB with paging, suggestions of recent queries and a response cache.",
            problem: app.missingKeyProblem(app.keys.tmdbAPIKey, variable: "TMDB_API_KEY"))
    }

    func registerRoutes(on router: Router<WebRequestContext>, sessions: SessionStore) {}
}
