import PresentationLayer

/// (A placeholder of the screen's public shape, until the screen lands.)
@MainActor
public final class GroupsScreen: TerminalScreen {
    public let title = "Groups"

    public init(viewModel: MyGroupListViewModel, strings: Strings) {}

    public func draw(in body: inout ScreenBuffer) {}

    public func handle(_ key: Key) -> TerminalNavigation { .ignored }
}
