/// What the app writes around every screen, in the user's language: the app's name, its status, the notice of a
/// terminal too small, the help's words and the app's own keys. The app that runs gives them, so this library
/// holds no words of its own.
public struct ChromeWords: Sendable {
    /// The app's name, first on the title bar, before the screen's title.
    public var appName: String
    /// What the status line shows at its right end (the app's phase, a mode).
    public var status: String
    /// The notice shown alone when the terminal is smaller than ``AppChrome/minimumSize``.
    public var tooSmall: String
    /// The help's first heading, over the app's keys ("Keys").
    public var helpHeading: String
    /// The help's last line, saying how it closes ("Any key closes this help.").
    public var helpClose: String
    /// The keys the app answers to on every screen, as the help lists them.
    public var appKeys: [KeyHelp]
    /// `?` and what it does, last on the status line but one.
    public var help: KeyHelp
    /// `q` on a screen above the first: back.
    public var back: KeyHelp
    /// `q` on the first screen: quit.
    public var quit: KeyHelp

    /// The chrome's words, each as its property says.
    public init(
        appName: String, status: String, tooSmall: String, helpHeading: String, helpClose: String,
        appKeys: [KeyHelp], help: KeyHelp, back: KeyHelp, quit: KeyHelp
    ) {
        self.appName = appName
        self.status = status
        self.tooSmall = tooSmall
        self.helpHeading = helpHeading
        self.helpClose = helpClose
        self.appKeys = appKeys
        self.help = help
        self.back = back
        self.quit = quit
    }
}
