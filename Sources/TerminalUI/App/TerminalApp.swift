import PresentationLayer

/// The terminal ring's application: the scene list, the screens opened from it, the title bar and the status line,
/// drawn full-screen until the user quits. (A placeholder of its public shape, until the loop lands.)
@MainActor
public final class TerminalApp {
    private let scenes: [TerminalScene]
    private let strings: Strings
    private let phase: String

    /// - Parameters:
    ///   - scenes: the scene list's entries, in order.
    ///   - strings: the language of the messages the view models localize.
    ///   - phase: shown in the status line (`dev`, `alpha`, `real`).
    public init(scenes: [TerminalScene], strings: Strings, phase: String) {
        self.scenes = scenes
        self.strings = strings
        self.phase = phase
    }

    /// Runs full-screen until the user quits, and restores the terminal.
    public func run() async throws {}
}
