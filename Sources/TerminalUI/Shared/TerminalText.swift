import PresentationLayer
import TerminalKit

/// The terminal ring's words every scene's screens share, in `Terminal.xcstrings`: the app's chrome (the notice of
/// a terminal too small, the help), "Loading…" and "Retry (r)", and what the keys several screens answer do. A
/// scene's own words are in its folder (`<Scene>Terminal.xcstrings`); the words both View rings show, and the
/// view models' messages and dates, are PresentationLayer's (`SharedWords`, `<Scene>Words`, `MessageText`).
enum TerminalText: String, LocalizedKey {
    // MARK: The app's chrome and status lines

    case tooSmall = "app.tooSmall"
    case helpKeys = "app.help.keys"
    case helpClose = "app.help.close"
    case loading = "app.loading"
    case retryLine = "app.retryLine"

    // MARK: What a key does, in the status line and the help

    case move = "key.move"
    case open = "key.open"
    case nextScene = "key.nextScene"
    case repaint = "key.repaint"
    case suspend = "key.suspend"
    case search = "key.search"
    case back = "key.back"
    case help = "key.help"
    case quit = "key.quit"
    case retry = "key.retry"
    case refresh = "key.refresh"
    case scroll = "key.scroll"
    case details = "key.details"
    case trace = "key.trace"
    case filter = "key.filter"
    case openInBrowser = "key.openInBrowser"
    case keepFilter = "key.keepFilter"
    case clearFilter = "key.clearFilter"

    // MARK: "How this screen was made" (`t`)

    case traceTitle = "trace.title"
    case traceIntroduction = "trace.introduction"
    case traceNone = "trace.none"
    case traceNoSteps = "trace.noSteps"

    static let catalogue = StringCatalogue.load("Terminal", from: .module)
}

extension KeyHelp {
    /// A key and what it does, worded in `strings`' language: `KeyHelp("/", .search, strings)`.
    init(_ key: String, _ action: TerminalText, _ strings: Strings, allKeys: String? = nil) {
        self.init(key, strings[action], allKeys: allKeys)
    }

    /// A key and what it does in a scene's words: `KeyHelp("s", UsersTerminalText.keyStar, strings)`.
    init<Text: LocalizedKey>(_ key: String, _ action: Text, _ strings: Strings) {
        self.init(key, strings[action])
    }

    /// The keys while a list's filter has the keyboard: Enter keeps it, Esc clears it.
    static func filterKeys(_ strings: Strings) -> [KeyHelp] {
        [KeyHelp("Enter", .keepFilter, strings), KeyHelp("Esc", .clearFilter, strings)]
    }

    /// `r`, in the keys while something failed: the key ``StatusLines/retry(_:)`` names.
    static func retry(_ strings: Strings) -> KeyHelp {
        KeyHelp("r", .retry, strings)
    }
}
