import PresentationLayer

/// The __Title__ scene in the terminal: its items, one a row, on the web ring's view model; loading, a failure
/// with Retry (`r`), and the list once loaded.
@MainActor
public final class __Scene__Screen: TerminalScreen {
    public let title = "__Title__"
    public var keys: [KeyHelp] { [.retry(strings)] }

    private let viewModel: __Scene__ListViewModel
    private let strings: Strings
    private var list = ListView()

    public init(viewModel: __Scene__ListViewModel, strings: Strings) {
        self.viewModel = viewModel
        self.strings = strings
        viewModel.didAppear()
    }

    public func draw(in body: inout ScreenBuffer) {
        let state = viewModel.state
        if let failure = state.status.failure {
            StatusLines.drawFailure(failure.text(strings), strings: strings, in: &body, row: 0, column: 1)
            return
        }
        if state.status.isLoading, state.items.isEmpty {
            StatusLines.drawLoading(strings: strings, in: &body, row: 0, column: 1)
            return
        }
        list.draw(count: state.items.count, in: &body) { index, buffer, row in
            buffer.write(state.items[index].name, row: row, column: 1, maxWidth: buffer.width - 2)
        }
    }

    public func handle(_ key: Key) -> TerminalNavigation {
        if key == .character("r") {
            viewModel.didTapRetry()
            return .handled
        }
        return list.handle(key, count: viewModel.state.items.count) ? .handled : .ignored
    }
}
