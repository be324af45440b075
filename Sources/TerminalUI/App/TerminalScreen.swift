/// One screen of the terminal ring: a scene's list, details or settings, drawn from its view model's state.
///
/// The app draws the frame inside Observation tracking: whatever `draw(in:)` reads of an `@Observable` view
/// model redraws the screen when it changes, as SwiftUI's body would, so a screen never asks for a redraw.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// The title bar's text ("Movies", "Pikachu").
    var title: String { get }
    /// The keys this screen answers to beyond the app's own, for the status line and the help (`?`).
    var keys: [KeyHelp] { get }
    /// True while a text field has the keyboard: printable keys (`q`, `/`, `?`) type instead of acting, and Esc
    /// leaves the field rather than the screen.
    var isEditing: Bool { get }
    /// Where the terminal's cursor shows in the body (a field's caret), nil to hide it.
    var cursor: (row: Int, column: Int)? { get }
    /// Draws the screen's body: the whole frame less the title bar and the status line.
    func draw(in body: inout ScreenBuffer)
    /// Answers a key; `.ignored` lets the app act on it (`q`/Esc back, `?` help).
    func handle(_ key: Key) -> TerminalNavigation
    /// Called when the screen shows again after the one above it was closed.
    func didReappear()
    /// Called once when the screen is shown, with what redraws it: for state Observation tracking does not see
    /// (an `ObservableObject`'s `objectWillChange`, as My groups' Combine view model publishes).
    func observeChanges(redraw: @escaping @MainActor @Sendable () -> Void)
}

extension TerminalScreen {
    public var keys: [KeyHelp] { [] }
    public var isEditing: Bool { false }
    public var cursor: (row: Int, column: Int)? { nil }
    public func didReappear() {}
    public func observeChanges(redraw: @escaping @MainActor @Sendable () -> Void) {}
}

/// What a key did: nothing for the app to do, nothing at all (the app acts on it), or a move between screens.
@MainActor
public enum TerminalNavigation {
    case handled
    case ignored
    /// Opens a screen above this one (a row's details); `q`/Esc there comes back.
    case push(any TerminalScreen)
    /// Replaces this screen (a route that leaves it, as a VIP router's).
    case replace(with: any TerminalScreen)
    /// Closes this screen.
    case pop
    case quit
}

/// A key and what it does, as the help and the status line show it: `KeyHelp("/", "search")`.
public struct KeyHelp: Hashable, Sendable {
    public var key: String
    public var action: String

    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}

/// A scene in the terminal's scene list: its name and its first screen, made when the user opens it (each
/// opening makes fresh view models, as a new window does in the web ring).
public struct TerminalScene: Sendable {
    public var name: String
    public var makeScreen: @MainActor @Sendable () -> any TerminalScreen

    public init(name: String, makeScreen: @escaping @MainActor @Sendable () -> any TerminalScreen) {
        self.name = name
        self.makeScreen = makeScreen
    }
}
