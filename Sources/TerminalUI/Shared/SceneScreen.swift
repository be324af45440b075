import TerminalKit

/// A scene's screen, which says what it shows as one of its scene's destinations (the list with its query and
/// pages, the item shown): the value the web ring's address codec writes as the same screen's address, so the app
/// can show that address and a user can move between the rings.
@MainActor
public protocol SceneScreen: TerminalScreen {
    /// The scene's destinations (`MoviesDestination`).
    associatedtype Destination: Hashable & Sendable
    /// What the screen shows now, as the address that opens it again names it.
    var destination: Destination { get }
    /// Where the screen was opened from, when its address names it (the list a movie was opened from); by
    /// default nothing.
    var origin: Destination? { get }
}

extension SceneScreen {
    public var origin: Destination? { nil }
}
