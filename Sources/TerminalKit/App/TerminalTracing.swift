/// What records how a screen was made: ``TerminalApp`` hands it each key a screen answers (an opening, a search,
/// a reload), and opens its screen of the last load on `t`. The app that runs gives it, so this library knows no
/// tracer.
@MainActor
public protocol TerminalTracing: AnyObject {
    /// Runs `body`, `screen`'s answer to `key`, recording the steps it and the tasks it starts take as a load.
    func recordLoad(of screen: any TerminalScreen, key: Key, _ body: () -> TerminalNavigation) -> TerminalNavigation
    /// The screen that lists the last load's steps ("How this screen was made"); `q`/Esc there comes back. Asked
    /// for right after the key that opens it went through ``recordLoad(of:key:_:)``, which is no load of its own.
    func lastLoadScreen() -> any TerminalScreen
}
