import PresentationLayer

/// (A placeholder of the screen's public shape, until the screen lands.)
@MainActor
public final class UsersScreen: TerminalScreen {
    public let title = "Users"

    public init(flow: UsersFlowCoordinator, strings: Strings) {}

    public func draw(in body: inout ScreenBuffer) {}

    public func handle(_ key: Key) -> TerminalNavigation { .ignored }
}
