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
}

extension ScreenAddressable {
    /// The screen `text` names (`/movies?query=star`), read as the web server reads a request's address; nil as
    /// ``init(screenAddress:)`` says.
    public init?(screenAddress text: String) {
        self.init(screenAddress: SceneAddress(text))
    }
}
