import PresentationLayer

/// One Pokémon's details, above the list: name and number, types, height and weight, the base stats as bars
/// and the abilities (hidden ones marked); ↑/↓ scroll when they do not fit. It settles when its view model does.
@MainActor
final class PokemonDetailsScreen: TerminalScreen, Settleable {
    var title: String {
        if case .loaded(let content) = viewModel.state {
            return content.name.text(in: strings.language).text
        }
        return "Pokémon"
    }

    /// The arrows, and `r` while the details failed.
    var keys: [KeyHelp] {
        guard case .failed = viewModel.state else { return [KeyHelp("↑↓", "scroll")] }
        return [KeyHelp("↑↓", "scroll"), KeyHelp("r", "retry")]
    }

    private let viewModel: PokemonDetailsViewModel
    private let strings: Strings
    /// The first line shown.
    private var top = 0
    /// How many lines the body showed and held when last drawn, for scrolling.
    private var visible = (rows: 0, lines: 0)

    /// - Parameters:
    ///   - viewModel: the details, opened for the row's Pokémon.
    ///   - strings: the language of the names and the failure messages.
    init(viewModel: PokemonDetailsViewModel, strings: Strings) {
        self.viewModel = viewModel
        self.strings = strings
    }

    func draw(in body: inout ScreenBuffer) {
        let lines = PokemonDetailsLines.lines(for: viewModel.state, width: body.width, strings: strings)
        visible = (body.height, lines.count)
        top = max(0, min(top, lines.count - body.height))
        for (row, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
            body.write(line.text, row: row, column: 0, style: line.style)
        }
    }

    func settled() async {
        await viewModel.settled()
    }

    var isSettled: Bool { viewModel.isSettled }

    func handle(_ key: Key) -> TerminalNavigation {
        switch key {
        case .down:
            top = min(top + 1, max(0, visible.lines - visible.rows))
        case .up:
            top = max(0, top - 1)
        case .character("r"):
            guard case .failed = viewModel.state else { return .ignored }
            viewModel.didTapRetry()
        default:
            return .ignored
        }
        return .handled
    }
}
