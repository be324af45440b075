import Hummingbird
import LiveWeb
import PresentationLayer
import TerminalKit
import TerminalUI
import WebUI

/// The app's flow: the home screen lists the scenes; each scene's routes (and its own flow coordinator)
/// take over from its path. A scene the phase cannot run is listed with its configuration message and gets
/// no routes: the web server answers its paths with a page naming the setting to set.
struct AppFlowCoordinator: Sendable {
    let scenes: [any SceneDIContainer]
    let configuration: AppConfiguration

    /// The scenes as the home screen lists them, in order.
    var links: [SceneLink] { scenes.map { type(of: $0).link(in: configuration) } }

    /// Adds the routes of every scene the phase can run, the documentation's (`/docs`), which tells how they
    /// are built, and when asked for the peer page a benchmark compares pages with.
    func registerRoutes(on router: Router<WebRequestContext>) {
        for scene in scenes where type(of: scene).link(in: configuration).problem == nil {
            scene.registerRoutes(on: router)
        }
        DocsRoutes(documentation: BundledDocumentation.documentation).register(on: router)
        if configuration.peerPage {
            PeerPage().register(on: router)
        }
    }

    /// The scenes as the terminal's scene list shows them, in the user's language; a scene the phase lacks a
    /// setting for opens a notice naming it, as its link on the web ring's home page does.
    func terminalScenes(strings: Strings) -> [TerminalScene] {
        scenes.map { scene in
            let link = type(of: scene).link(in: configuration)
            let title = link.title(strings)
            if case .missingKey(let variable) = link.problem {
                let message = strings(CLIText.missingSetting, title, variable)
                return TerminalScene(name: title) { NoticeScreen(title: title, message: message) }
            }
            return TerminalScene(name: title, makeScreen: scene.terminalScreen(strings: strings))
        }
    }

    /// The screens `address` opens over the scene list, as its scene's; nil for the scene list itself. A scene the
    /// phase lacks a setting for opens the notice naming it, as its entry in the list does.
    func terminalOpening(at address: TerminalAddress, strings: Strings) -> TerminalOpening? {
        guard let index = address.scene, scenes.indices.contains(index) else { return nil }
        let scene = scenes[index]
        guard type(of: scene).link(in: configuration).problem == nil else {
            let entry = terminalScenes(strings: strings)[index]
            return TerminalOpening(scene: index) { [entry.makeScreen()] }
        }
        return TerminalOpening(scene: index) {
            scene.terminalScreens(at: address.address, strings: strings) ?? []
        }
    }
}
