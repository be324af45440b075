import PresentationLayer
import TerminalKit

/// The __Title__ scene in the terminal: its items, one a row, on the web ring's view model, and how many there
/// are under them; loading, no items, and a failure with Retry (`r`) in their place.
@MainActor
public final class __Scene__Screen: SceneScreen {
    public var title: String { strings[__Scene__Words.title] }
    /// The list, as the web ring's page names it.
    public var destination: __Scene__Destination { .list }
    public var keys: [KeyHelp] { [.retry(strings)] }

    private let viewModel: __Scene__ListViewModel
    private let strings: Strings
    private var list = ListView()

    /// The screen over `viewModel`, whose items load at once; `strings` words it and the view model's messages.
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
        if state.items.isEmpty {
            if case .loaded = state.status {
                body.write(strings[__Scene__Words.empty], row: 0, column: 1, style: .dim)
            } else {
                StatusLines.drawLoading(strings[__Scene__Words.loading], strings: strings, in: &body, row: 0, column: 1)
            }
            return
        }
        list.draw(count: state.items.count, in: &body, height: max(1, body.height - 2)) { index, buffer, row in
            buffer.write(state.items[index].name, row: row, column: 1, maxWidth: buffer.width - 2)
        }
        let count = strings(__Scene__TerminalText.count, strings.number(state.items.count))
        body.write(count, row: body.height - 1, column: 1, style: .dim)
    }

    public func handle(_ key: Key) -> TerminalNavigation {
        if key == .character("r") {
            viewModel.didTapRetry()
            return .handled
        }
        return list.handle(key, count: viewModel.state.items.count) ? .handled : .ignored
    }
}
