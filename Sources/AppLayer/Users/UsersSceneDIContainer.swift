import Hummingbird
import WebUI

/// The GitHub users scene: an endless list, details and bookmarks kept in SQLite.
struct UsersSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(scene: .users, path: "/users", problem: nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>) {}
}
