import Hummingbird
import WebUI

/// The GitHub users scene: an endless list, details and bookmarks kept in SQLite.
struct UsersSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            title: "GitHub users", path: "/users",
            summary: "GitHub users with infinite paging, details and bookmarks that survive restarts.",
            problem: nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>) {}
}
