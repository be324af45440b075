import Hummingbird
import WebUI

/// The My groups scene: a row of cards, with an `ObservableObject` view model and Combine.
struct GroupsSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            title: "My groups", path: "/groups",
            summary: "A row of group cards, bound with Combine as in the SwiftUI sample.",
            problem: app.phase == .real && app.baseURLs.groups == nil
                ? "Set GROUPS_BASE_URL to use this scene in the real phase: no public groups service exists."
                : nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>, sessions: SessionStore) {}
}
