import LiveWeb

/// A scene's destination with the web address of the screen it names, read and written by the scene's own codec
/// (`…Paths`), so one address names the same screen in both View rings: the terminal opens it
/// (`strata tui --open /movies/603`) and shows it in its title bar.
public protocol ScreenAddressable: Hashable, Sendable {
    /// The screen `address` names; nil for an address of another scene or of none, or one that names no screen
    /// (an image).
    init?(screenAddress address: SceneAddress)
    /// The destination's address (`/movies/603`), as the web ring links it.
    var screenAddress: String { get }
    /// The destination's address opened from `origin`, as the web ring links it there: a movie opened from a list
    /// names the list (`/movies/603?query=star`), so Back returns to it. By default ``screenAddress``.
    func screenAddress(openedFrom origin: Self?) -> String
    /// The destination `address` was opened from, when it names one (the list a movie's address names).
    /// By default none.
    static func origin(of address: SceneAddress) -> Self?
}

extension ScreenAddressable {
    /// The screen `text` names (`/movies?query=star`), read as the web server reads a request's address; nil as
    /// ``init(screenAddress:)`` says.
    public init?(screenAddress text: String) {
        self.init(screenAddress: SceneAddress(text))
    }

    public func screenAddress(openedFrom origin: Self?) -> String {
        screenAddress
    }

    public static func origin(of address: SceneAddress) -> Self? {
        nil
    }

    /// ``screenAddress(openedFrom:)`` for an origin whose type is not known statically (a screen's).
    public func screenAddress(openedFromAny origin: Any?) -> String {
        screenAddress(openedFrom: origin as? Self)
    }
}
