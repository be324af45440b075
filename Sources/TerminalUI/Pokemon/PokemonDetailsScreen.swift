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
    var keyTable: KeyTable {
        KeyTable {
            KeyBinding.pageScroll(strings) { [self] key in page.handle(key) }
            KeyBinding([.right, .character("n")], KeyHelp("←→", PokemonTerminalText.keyNeighbour, strings)) {
                [self] in openNeighbour(next: true)
            }
            KeyBinding([.left, .character("p")], nil) { [self] in openNeighbour(next: false) }
            if case .failed = viewModel.state {
                KeyBinding.retry(strings) { [self] in viewModel.didTapRetry() }
            }
        }
    }

    private let viewModel: PokemonDetailsViewModel
    /// The name (or number) of the Pokémon asked for: the row's, then a neighbour's.
    private var name: String
    private let strings: Strings
    private var page = ScrollingPage()

    /// Where the page is scrolled, while it is taller than the screen.
    var position: String? { page.position }

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

    /// Opens the next Pokémon's details, or the previous one's, as the details page's links do.
    private func openNeighbour(next: Bool) -> TerminalNavigation {
        guard case .loaded(let content) = viewModel.state else { return .handled }
        guard case .details(let name)? = (next ? content.next : content.previous)?.route else { return .handled }
        page = ScrollingPage()
        self.name = name
        viewModel.didOpen(name: name)
        return .handled
    }
}
