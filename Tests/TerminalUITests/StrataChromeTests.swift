import PresentationLayer
import TerminalKit
import Testing

@testable import TerminalUI

/// Strata's app in the terminal: the scene list first, under Strata's title bar and status line in the user's
/// language, with the phase at the status line's end.
@MainActor
@Suite struct StrataChromeTests {
    @Test func theSceneListIsHomeUnderStratasTitleBarAndStatusLine() async {
        let scenes = ["Movies", "Pokémon"].map { name in
            TerminalScene(name: name) { NoticeScreen(title: name, message: "") }
        }
        let app = TerminalApp(scenes: scenes, strings: .en, phase: "alpha")
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.finish()
        await app.run(events: events, size: TerminalSize(width: 60, height: 10)) { _ in }
        let lines = app.frame?.lines ?? []
        #expect(lines.first == " Strata · Scenes")
        #expect(lines[2] == "  Movies")
        #expect(lines[3] == "  Pokémon")
        #expect(lines.last?.hasPrefix(" ↑↓ move  Enter open  ? help  q quit") == true)
        #expect(lines.last?.hasSuffix("alpha") == true)
    }

    @Test func aScreenAboveTheListSaysQGoesBackAndTheHelpListsTheAppsKeys() {
        let screen = NoticeScreen(title: "Movies", message: "")
        let chrome = AppChrome(words: .strata(.en, phase: "dev"), isHome: false, isShowingHelp: true)
        let lines = chrome.frame(of: screen, size: TerminalSize(width: 60, height: 20)).0.lines
        #expect(lines.first == " Strata · Movies")
        #expect(lines.last?.hasPrefix(" ? help  q back") == true)
        for line in ["│ Keys", "↑↓      move", "q/Esc   back", "Ctrl-C  quit", "Any key closes this help."] {
            #expect(lines.contains { $0.contains(line) }, "the help has \(line)")
        }
    }
}
