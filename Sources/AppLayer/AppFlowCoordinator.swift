import WebUI

/// The app's flow: the home screen lists the scenes; each scene's routes (and its own flow coordinator)
/// take over from its path. A scene the phase cannot run shows its configuration message instead.
struct AppFlowCoordinator {
    let container: AppDIContainer

    func makeWebServer(sessionIdleTimeout: Duration = .seconds(30 * 60)) -> WebServer {
        let scenes = container.scenes
        var server = WebServer(
            configuration: WebUIConfiguration(
                phase: container.phase.rawValue, scenes: scenes.map(\.link), sessionIdleTimeout: sessionIdleTimeout,
                notices: container.notices,
                allowedHosts: HostAllowlist(
                    servedHost: container.configuration.host, machineNames: HostAllowlist.localMachineNames)),
            logger: container.logger)
        for scene in scenes where scene.link.problem == nil {
            server = server.addRoutes(scene.registerRoutes)
        }
        return server
    }
}
