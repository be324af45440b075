import LiveWeb
import TerminalKit
import TerminalUI
import WebUI

/// A web address `strata tui --open` starts at: a screen of one of the scenes (`/movies/603`,
/// `/users/bookmarks`), read by the scene's own address codec, or the scene list (`/`, the web ring's home page).
/// An address copied whole from a browser (`http://127.0.0.1:8080/movies/603`) is read from its path.
public struct TerminalAddress: Hashable, Sendable {
    /// The address as the web ring reads it.
    let address: SceneAddress
    /// The index in ``SceneRegistry`` of the scene whose screen it names; nil for the scene list.
    let scene: Int?

    /// The screen `text` names; nil when it names neither the scene list nor a screen of any scene.
    public init?(_ text: String) {
        var text = Substring(text)
        if let scheme = text.firstRange(of: "://"), !text[..<scheme.lowerBound].isEmpty,
            text[..<scheme.lowerBound].allSatisfy(\.isLetter)
        {
            let rest = text[scheme.upperBound...]
            text = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        let address = SceneAddress(String(text))
        // A web path starts at the root, as every address the web ring writes does.
        guard address.path.hasPrefix("/") else { return nil }
        guard address.path != "/" else {
            self.address = address
            scene = nil
            return
        }
        guard let scene = SceneRegistry.scenes.firstIndex(where: { $0.hasScreen(at: address) }) else { return nil }
        self.address = address
        self.scene = scene
    }

    /// The web address of what `screen` shows: its scene's destination as the scene's codec writes it, `/` for the
    /// scene list; nil for a screen the web ring has no page for (a notice, how a screen was made).
    @MainActor static func webAddress(of screen: any TerminalScreen) -> String? {
        if screen is SceneListScreen { return "/" }
        guard let screen = screen as? any SceneScreen else { return nil }
        return sceneAddress(of: screen)
    }

    /// The web address of what a scene's `screen` shows, naming where it was opened from as the web ring does.
    @MainActor private static func sceneAddress(of screen: some SceneScreen) -> String? {
        (screen.destination as? any ScreenAddressable)?.screenAddress(openedFromAny: screen.origin)
    }
}
