import PresentationLayer
import TerminalKit

/// One Pokémon's details, above the list: name and number, types, height and weight, the base stats as bars
/// and the abilities (hidden ones marked); ↑/↓ and Page Up/Down scroll when they do not fit, ←/→ (or `p`/`n`)
/// open the Pokémon numbered one less or more, as the web page's Previous and Next do. It settles when its view
/// model does.
@MainActor
final class PokemonDetailsScreen: SceneScreen, Settleable {
    var title: String {
        if case .loaded(let content) = viewModel.state {
            return content.name.text(in: strings.language).text
        }
        return strings[PokemonWords.title]
    }

    /// The scrolling keys and the arrows to the neighbours, and `r` while the details failed.
    var keys: [KeyHelp] {
        let keys = [
            KeyHelp("↑↓ jk PgUp PgDn", .scroll, strings), KeyHelp("←→", PokemonTerminalText.keyNeighbour, strings),
        ]
        guard case .failed = viewModel.state else { return keys }
        return keys + [.retry(strings)]
    }

    private let viewModel: PokemonDetailsViewModel
    /// The name (or number) of the Pokémon asked for: the row's, then a neighbour's.
    private var name: String
    private let strings: Strings
    private var page = ScrollingPage()

    /// - Parameters:
    ///   - viewModel: the details, opened for the row's Pokémon.
    ///   - name: the name (or number) they were opened for.
    ///   - strings: the language of the screen's words, the names and the failure messages.
    init(viewModel: PokemonDetailsViewModel, name: String, strings: Strings) {
        self.viewModel = viewModel
        self.name = name
        self.strings = strings
    }

    /// The Pokémon asked for, by the name or number it was asked by, as the web ring's links name it.
    var destination: PokemonDestination { .details(name: name) }

    func draw(in body: inout ScreenBuffer) {
        page.draw(viewModel.state, in: &body) { state, width in
            PokemonDetailsLines.lines(for: state, width: width, strings: strings)
        }
    }

    func settled() async {
        await viewModel.settled()
    }

    var isSettled: Bool { viewModel.isSettled }

    func handle(_ key: Key) -> TerminalNavigation {
        if page.handle(key) { return .handled }
        switch key {
        case .left, .character("p"), .right, .character("n"):
            guard case .loaded(let content) = viewModel.state else { return .handled }
            let neighbour = key == .left || key == .character("p") ? content.previous : content.next
            guard case .details(let name)? = neighbour?.route else { return .handled }
            page = ScrollingPage()
            self.name = name
            viewModel.didOpen(name: name)
            return .handled
        case .character("r"):
            guard case .failed = viewModel.state else { return .ignored }
            viewModel.didTapRetry()
            return .handled
        default:
            return .ignored
        }
    }
}
