/// One screen of a terminal app: a list, a details page or a form, drawn from its model's state.
///
/// The app draws the frame inside Observation tracking: whatever `draw(in:)` reads of an `@Observable` model
/// redraws the screen when it changes, as SwiftUI's body would, so a screen never asks for a redraw.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// The title bar's text (a list's name, the name of the item shown).
    var title: String { get }
    /// The keys this screen answers to beyond the app's own, here and now: what the status line and the help (`?`)
    /// offer, and what ``handle(_:)`` runs.
    var keyTable: KeyTable { get }
    /// True while a text field has the keyboard: printable keys (`q`, `/`, `?`) type instead of acting, and Esc
    /// leaves the field rather than the screen.
    var isEditing: Bool { get }
    /// True when letters go to the screen's search field even while its list has the keys (typing starts a
    /// search): the app's letter keys (`q`, `t`) are then neither offered nor taken, and their other keys (Esc,
    /// Ctrl-T) are.
    var typesLetters: Bool { get }
    /// Where the terminal's cursor shows in the body (a field's caret), nil to hide it.
    var cursor: (row: Int, column: Int)? { get }
    /// Where the selection is in the screen's list (`12/151`, ``ListView/position(of:)``), shown at the status
    /// line's right; nil when the screen shows no list.
    var position: String? { get }
    /// Draws the screen's body: the whole frame less the title bar and the status line.
    func draw(in body: inout ScreenBuffer)
    /// Answers a key; `.ignored` lets the app act on it (`q`/Esc back, `?` help). By default the ``keyTable``
    /// answers; a screen that acts on every key first (a note shown until the next key) does that, then asks its
    /// table.
    func handle(_ key: Key) -> TerminalNavigation
    /// Called when the screen shows again after the one above it was closed.
    func didReappear()
    /// Called once when the screen is shown, with what redraws it: for state Observation tracking does not see
    /// (an `ObservableObject`'s `objectWillChange`, as a Combine view model publishes).
    func observeChanges(redraw: @escaping @MainActor @Sendable () -> Void)
}

extension TerminalScreen {
    /// The keys the status line and the help offer: the key table's.
    public var keys: [KeyHelp] { keyTable.help }
    /// No keys of the screen's own.
    public var keyTable: KeyTable { KeyTable([]) }
    /// The key table's answer.
    public func handle(_ key: Key) -> TerminalNavigation { keyTable.handle(key) }
    /// No text field.
    public var isEditing: Bool { false }
    /// Letters are the app's keys.
    public var typesLetters: Bool { false }
    /// The cursor hidden.
    public var cursor: (row: Int, column: Int)? { nil }
    /// No list.
    public var position: String? { nil }
    /// Nothing to do when shown again.
    public func didReappear() {}
    /// Nothing Observation does not see.
    public func observeChanges(redraw: @escaping @MainActor @Sendable () -> Void) {}
}

/// What a key did: nothing for the app to do, nothing at all (the app acts on it), or a move between screens.
@MainActor
public enum TerminalNavigation {
    /// The screen acted on the key.
    case handled
    /// The screen left the key to the app.
    case ignored
    /// Opens a screen above this one (a row's details); `q`/Esc there comes back.
    case push(any TerminalScreen)
    /// Replaces this screen (a route that leaves it, as a VIP router's).
    case replace(with: any TerminalScreen)
    /// Opens the app's scene at this index in the scene list over the first screen, closing the screens above it
    /// (a number key on the scene list, Tab on any screen).
    case openScene(Int)
    /// Opens `link` in the user's web browser (a profile's page on GitHub).
    case openInBrowser(TerminalLink)
    /// Closes this screen.
    case pop
    /// Ends the app.
    case quit
}

/// A key and what it does, as the help and the status line show it: `KeyHelp("/", "search")`.
public struct KeyHelp: Hashable, Sendable {
    /// The key as the user reads it: `/`, `Enter`, `↑↓`.
    public var key: String
    /// What it does, in the user's language.
    public var action: String
    /// Every key of the entry, as the help lists them (`↑↓ jk PgUp PgDn Home End`), where the status line has
    /// room for ``key`` alone.
    public var allKeys: String

    /// `key` doing `action`; the help lists `allKeys` (by default `key`).
    public init(_ key: String, _ action: String, allKeys: String? = nil) {
        self.key = key
        self.action = action
        self.allKeys = allKeys ?? key
    }
}

/// An entry of the app's first screen (``SceneListScreen``): its name and the screen it opens, made when the user
/// opens it, so each opening makes fresh models, as a new window does.
public struct TerminalScene: Sendable {
    /// The entry's name in the list.
    public var name: String
    /// Makes the entry's first screen.
    public var makeScreen: @MainActor @Sendable () -> any TerminalScreen

    /// An entry named `name` that opens what `makeScreen` makes.
    public init(name: String, makeScreen: @escaping @MainActor @Sendable () -> any TerminalScreen) {
        self.name = name
        self.makeScreen = makeScreen
    }
}
