import PresentationLayer
import TerminalKit

/// The My groups screen: the user's groups, a row each with its name and the day it was made, as the web ring's
/// row of cards shows them; loading, empty and failure (with Retry) lines in their place.
///
/// Its view model is a Combine `ObservableObject`, which Observation does not see: `observeChanges(redraw:)`
/// follows its `objectWillChange`.
@MainActor
public final class GroupsScreen: SceneScreen {
    public var title: String { strings[GroupsWords.title] }

    /// The list's keys, which scroll the groups (a group opens nothing), and `r` while the groups failed to load.
    /// The filter's keys while it is open; else the list's and `/`, and `r` while the groups failed.
    public var keyTable: KeyTable {
        let filterBinding = KeyBinding.filter(filter, strings) { [self] key in
            guard filter.handle(key) else { return false }
            list.select(0, count: shownItems.count)
            return true
        }
        if filter.isEditing { return KeyTable([filterBinding]) }
        return KeyTable {
            KeyBinding.listMoves(strings, .scroll) { [self] key in list.handle(key, count: shownItems.count) }
            filterBinding
            if case .failed = viewModel.state.status {
                KeyBinding.retry(strings) { [self] in viewModel.didTapRetry() }
            }
        }
    }

    /// The row of groups.
    public var destination: GroupsDestination { .list }

    public var position: String? { filter.status(position: list.position(of: shownItems.count)) }

    public var isEditing: Bool { filter.isEditing }

    /// The groups the filter keeps, all of them while it is empty.
    private var shownItems: [MyGroupItemViewModel] {
        let items = viewModel.state.items
        return filter.kept(items, by: \.name)
    }

    private let viewModel: MyGroupListViewModel
    private let strings: Strings
    private var list = ListView()
    private var filter = ListFilter()
    /// The `objectWillChange` subscription (an `AnyCancellable`, which cancels when released).
    private var subscription: AnyObject?

    /// - Parameters:
    ///   - viewModel: the groups; they load when the screen is made (the user opened the scene).
    ///   - strings: the language of the screen's words, the days and the failure messages.
    public init(viewModel: MyGroupListViewModel, strings: Strings) {
        self.viewModel = viewModel
        self.strings = strings
        viewModel.didAppear()
    }

    public func observeChanges(redraw: @escaping @MainActor @Sendable () -> Void) {
        // The sink is @Sendable: a closure inferred @MainActor here would trap when OpenCombine calls it
        // (as WebUI's `WillChangeTracker` notes). objectWillChange fires before the state is set; the hop to the
        // main actor redraws after it.
        subscription = viewModel.objectWillChange.sink { @Sendable _ in
            Task { @MainActor in redraw() }
        }
    }

    public func draw(in body: inout ScreenBuffer) {
        let state = viewModel.state
        var row = 0
        switch state.status {
        case .idle, .loading:
            row = StatusLines.drawLoading(strings[GroupsTerminalText.loading], strings: strings, in: &body, row: row)
        case .failed(let message, _):
            row = StatusLines.drawFailure(message.text(strings), strings: strings, in: &body, row: row)
        case .loaded where state.isEmpty:
            body.write(strings[GroupsTerminalText.empty], row: row, column: 0, style: .dim)
            return
        case .loaded:
            break
        }
        guard !state.items.isEmpty, row < body.height else { return }
        if row > 0 { row += 1 }
        let items = shownItems
        let strings = strings
        list.draw(count: items.count, in: &body, row: row) { index, buffer, line in
            GroupsScreen.drawRow(items[index], strings: strings, in: &buffer, row: line)
        }
    }

    /// A group's row: its name on the left (cut whole characters at a time), the day it was made on the right.
    private static func drawRow(
        _ item: MyGroupItemViewModel, strings: Strings, in buffer: inout ScreenBuffer, row: Int
    ) {
        let date = strings.groupCreated(item.date)
        let dateWidth = date.terminalWidth
        let nameWidth = max(0, buffer.width - dateWidth - 4)
        buffer.write(item.name.truncated(toWidth: nameWidth), row: row, column: 2)
        buffer.write(date, row: row, column: max(0, buffer.width - dateWidth - 1), style: .dim)
    }
}
