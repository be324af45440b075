import Hummingbird
import WebUI

/// One scene's dependency container: it builds the scene's data sources, repositories, use cases and view
/// models for the running phase, and registers the scene's routes. `AppDIContainer` makes one per scene.
protocol SceneDIContainer: Sendable {
    /// The scene as the home page lists it, with a configuration problem when the phase cannot run it.
    var link: SceneLink { get }
    /// Adds the scene's pages to the web app.
    func registerRoutes(on router: Router<WebRequestContext>, sessions: SessionStore)
}
