import Hummingbird
import WebUI

/// One scene's dependency container, all in one shape: the scene's `link` for the home page, and
/// `registerRoutes(on:)`, which builds the use cases over the repositories and adds the scene's routes.
/// Each dependency that differs by phase is made by one function with one `switch app.phase`; a cache's
/// policy is a constant next to the store it configures; the dev phase reads the bundled data when a
/// request needs it, so data that cannot be read is an error on the scene's screen. `AppDIContainer`
/// makes one container per scene.
protocol SceneDIContainer: Sendable {
    /// The scene as the home page lists it, with a configuration problem when the phase cannot run it.
    var link: SceneLink { get }
    /// Adds the scene's pages to the web app.
    func registerRoutes(on router: Router<WebRequestContext>)
}
