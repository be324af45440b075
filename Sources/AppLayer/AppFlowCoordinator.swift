import Hummingbird
import WebUI

/// The app's flow: the home screen lists the scenes; each scene's routes (and its own flow coordinator)
/// take over from its path. A scene the phase cannot run is listed with its configuration message and gets
/// no routes: the web server answers its paths with a page naming the setting to set.
struct AppFlowCoordinator: Sendable {
    let scenes: [any SceneDIContainer]
    let configuration: AppConfiguration

    /// The scenes as the home screen lists them, in order.
    var links: [SceneLink] { scenes.map { type(of: $0).link(in: configuration) } }

    /// Adds the routes of every scene the phase can run.
    func registerRoutes(on router: Router<WebRequestContext>) {
        for scene in scenes where type(of: scene).link(in: configuration).problem == nil {
            scene.registerRoutes(on: router)
        }
    }
}
