import PresentationLayer
import TerminalKit

extension TerminalApp {
    /// Strata in the terminal (`strata tui`): the scene list first, the chrome in `strings`' language with `phase`
    /// (`dev`, `alpha`, `real`) at the status line's end.
    ///
    /// - Parameters:
    ///   - scenes: the scene list's entries, in order.
    ///   - strings: the language of the app's words and of the messages the view models localize.
    ///   - phase: shown in the status line.
    ///   - tracing: records each screen's loads, shown on `t`; nil: no trace.
    ///   - opening: a scene's screens shown over the scene list as the app starts (`--open`); nil: none.
    ///   - address: a screen's web address, shown at the title bar's right; nil for a screen without one.
    public convenience init(
        scenes: [TerminalScene], strings: Strings, phase: String, tracing: (any TerminalTracing)? = nil,
        opening: TerminalOpening? = nil, address: @escaping @MainActor (any TerminalScreen) -> String? = { _ in nil }
    ) {
        self.init(
            home: SceneListScreen(scenes: scenes, strings: strings), words: .strata(strings, phase: phase),
            tracing: tracing, opening: opening, address: address)
    }
}

extension SceneListScreen {
    /// The list of `scenes`, its title and keys worded in `strings`' language.
    convenience init(scenes: [TerminalScene], strings: Strings) {
        self.init(
            title: strings[SharedWords.scenes],
            moveKey: KeyHelp("↑↓ jk", .move, strings),
            openKey: KeyHelp("Enter 1-\(min(9, scenes.count))", .open, strings),
            filterKeys: FilterKeys(
                open: KeyHelp("/", .filter, strings), keep: KeyHelp("Enter", .keepFilter, strings),
                clear: KeyHelp("Esc", .clearFilter, strings)),
            scenes: scenes)
    }
}

extension ChromeWords {
    /// Strata's chrome in `strings`' language, `phase` at the status line's end.
    static func strata(_ strings: Strings, phase: String) -> ChromeWords {
        ChromeWords(
            appName: "Strata", status: phase, tooSmall: strings[TerminalText.tooSmall],
            helpHeading: strings[TerminalText.helpKeys], helpClose: strings[TerminalText.helpClose],
            // The keys every screen answers to when no field has the keyboard; a screen's own are in its keys.
            appKeys: [
                KeyHelp("q/Esc", .back, strings), KeyHelp("Tab", .nextScene, strings), KeyHelp("?", .help, strings),
                KeyHelp("t/Ctrl-T", .trace, strings), KeyHelp("Ctrl-L", .repaint, strings),
                KeyHelp("Ctrl-Z", .suspend, strings), KeyHelp("Ctrl-C", .quit, strings),
            ],
            help: KeyHelp("?", .help, strings), back: KeyHelp("q", .back, strings),
            quit: KeyHelp("q", .quit, strings))
    }
}
