import PresentationLayer

/// (A placeholder of the screen's public shape, until the screen lands.)
@MainActor
public final class MoviesScreen: TerminalScreen {
    public let title = "Movies"

    public init(flow: MoviesFlowCoordinator, strings: Strings) {}

    public func draw(in body: inout ScreenBuffer) {}

    public func handle(_ key: Key) -> TerminalNavigation { .ignored }
}
