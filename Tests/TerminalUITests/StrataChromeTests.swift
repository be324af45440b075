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
        #expect(lines[2] == "  1 Movies")
        #expect(lines[3] == "  2 Pokémon")
        #expect(lines.last?.hasPrefix(" ↑↓ jk move  Enter 1-2 open  ? help  q quit") == true)
        #expect(lines.last?.hasSuffix("1/2  alpha") == true)
        #expect(lines.last?.hasSuffix("alpha") == true)
    }

    @Test func aScreenAboveTheListSaysQGoesBackAndTheHelpListsTheAppsKeys() {
        let screen = NoticeScreen(title: "Movies", message: "")
        let chrome = AppChrome(words: .strata(.en, phase: "dev"), isHome: false, isShowingHelp: true)
        let lines = chrome.frame(of: screen, size: TerminalSize(width: 60, height: 20)).0.lines
        #expect(lines.first == " Strata · Movies")
        #expect(lines.last?.hasPrefix(" ? help  q back") == true)
        #expect(lines.contains { $0.contains("│ Keys") } && lines.contains { $0.contains("Any key closes this help.") })
        let appKeys = [
            ("q/Esc", "back"), ("Tab", "next scene"), ("t/Ctrl-T", "how it was made"), ("Ctrl-L", "draw again"),
            ("Ctrl-Z", "suspend"), ("Ctrl-C", "quit"),
        ]
        for (key, action) in appKeys {
            // A key and what it does on one line, however wide the widest key makes the key column.
            #expect(lines.contains { $0.contains("│ \(key) ") && $0.contains(" \(action) ") }, "the help has \(key)")
        }
        // The keys of some screens only are in those screens' keys, not the app's.
        #expect(!lines.contains { $0.contains("/ ") || $0.contains("↑↓") })
    }
}
