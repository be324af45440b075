import PresentationLayer
import TerminalKit

/// The Pokémon list screen: a page of ten, its range ("21–30 of 151") as the web ring words it (a page of one
/// "151 of 151"), ←/→ (or `p`/`n`) for the previous and next pages, and Enter on a row for its details; the page
/// shown stays while another loads or after it failed, under "Loading…" or the failure with Retry.
@MainActor
public final class PokemonScreen: SceneScreen {
    public var title: String { strings[PokemonWords.title] }

    /// The pages' and the rows' keys, and `r` while a page failed.
    /// The filter's keys while it is open; else the list's, the pages', Enter and `/`, and `r` while a page failed.
    public var keyTable: KeyTable {
        let filterBinding = KeyBinding.filter(filter, strings) { [self] key in
            guard filter.handle(key) else { return false }
            rows.select(0, count: shownRows.count)
            return true
        }
        if filter.isEditing { return KeyTable([filterBinding]) }
        let content = list.state.content
        return KeyTable {
            KeyBinding.listMoves(strings) { [self] key in rows.handle(key, count: shownRows.count) }
            KeyBinding([.right, .character("n")], KeyHelp("←→", PokemonTerminalText.keyPage, strings)) { [self] in
                open(content?.next)
            }
            KeyBinding([.left, .character("p")], nil) { [self] in open(content?.previous) }
            KeyBinding([.enter, .click(row: 0, column: 0)], KeyHelp("Enter", .details, strings)) { [self] in
                openSelected()
            }
            filterBinding
            if case .failed = list.state.status {
                KeyBinding.retry(strings) { [self] in list.didTapRetry() }
            }
        }
    }

    private let list: PokemonListViewModel
    private let makeDetails: @MainActor () -> PokemonDetailsViewModel
    private let strings: Strings
    private var rows = ListView()
    private var filter = ListFilter()
    /// The offset of the page the selection belongs to; another page starts at its first row.
    private var selectionOffset: Int?

    /// - Parameters:
    ///   - list: the list; its first page loads when the screen is made (the user opened the scene).
    ///   - makeDetails: a details view model for a row's details screen.
    ///   - strings: the language of the screen's words, the names and the failure messages.
    public init(
        list: PokemonListViewModel, makeDetails: @escaping @MainActor () -> PokemonDetailsViewModel, strings: Strings
    ) {
        self.list = list
        self.makeDetails = makeDetails
        self.strings = strings
        if list.state.status == .idle {
            list.didOpenPage(offset: 0)
        }
    }

    public var isEditing: Bool { filter.isEditing }

    public var position: String? { filter.status(position: rows.position(of: shownRows.count)) }

    /// The page's rows the filter keeps (by name, in the screen's language), all of them while it is empty.
    private var shownRows: [PokemonListContent.Row] {
        let all = list.state.content?.rows ?? []
        return filter.kept(all) { $0.name.text(in: strings.language).text }
    }

    public func draw(in body: inout ScreenBuffer) {
        let state = list.state
        var row = 0
        if let content = state.content {
            body.write(strings.pokemonRange(content), row: row, column: 0, style: .bold)
            let pager = [
                content.previous == nil ? nil : strings[PokemonTerminalText.previous],
                content.next == nil ? nil : strings[PokemonTerminalText.next],
            ]
            .compactMap { $0 }.joined(separator: "   ")
            body.write(pager, row: row, column: max(0, body.width - pager.terminalWidth), style: .dim)
            row += 1
        }
        switch state.status {
        case .idle, .loading:
            row = StatusLines.drawLoading(strings: strings, in: &body, row: row)
        case .failed(let message, _):
            row = StatusLines.drawFailure(message.text(strings), strings: strings, in: &body, row: row)
        case .loaded:
            break
        }
        guard let content = state.content, !content.rows.isEmpty else { return }
        followPage(content)
        let language = strings.language
        let shown = shownRows
        rows.draw(count: shown.count, in: &body, row: row + 1) { index, buffer, line in
            let entry = shown[index]
            buffer.write(entry.number, row: line, column: 2, style: .dim)
            let name = entry.name.text(in: language).text
            buffer.write(name.truncated(toWidth: max(0, buffer.width - 9)), row: line, column: 8)
        }
    }

    public func handle(_ key: Key) -> TerminalNavigation {
        // The selection follows the page shown, whichever key comes.
        if let content = list.state.content { followPage(content) }
        return keyTable.handle(key)
    }

    /// The selected row's details.
    private func openSelected() -> TerminalNavigation {
        let shown = shownRows
        guard let index = rows.selection, shown.indices.contains(index), case .details(let name) = shown[index].route
        else { return .ignored }
        let details = makeDetails()
        details.didOpen(name: name)
        return .push(PokemonDetailsScreen(viewModel: details, name: name, strings: strings))
    }

    /// Selects the first row of a page other than the one the selection belongs to.
    private func followPage(_ content: PokemonListContent) {
        guard selectionOffset != content.offset else { return }
        selectionOffset = content.offset
        rows.select(0, count: content.rows.count)
    }

    /// The page shown, or the one on its way, as the web ring's list page names it.
    public var destination: PokemonDestination { list.route }

    /// Opens the list page `route` leads to, as the web ring's Previous and Next links do.
    private func open(_ route: PokemonDestination?) -> TerminalNavigation {
        guard case .list(let offset) = route else { return .handled }
        list.didOpenPage(offset: offset)
        return .handled
    }
}

extension PokemonScreen {
    /// The Pokémon screens showing `destination`, as a user who walked there would have them: the list at its
    /// page, or the first page with a Pokémon's details above it (a sprite's address shows its Pokémon).
    /// - Parameters:
    ///   - destination: the page or the Pokémon to show.
    ///   - list: the scene's new list.
    ///   - makeDetails: a details view model for a details screen.
    ///   - strings: the screens' language.
    public static func screens(
        showing destination: PokemonDestination, list: PokemonListViewModel,
        makeDetails: @escaping @MainActor () -> PokemonDetailsViewModel, strings: Strings
    ) -> [any TerminalScreen] {
        switch destination {
        case .list(let offset):
            list.didOpenPage(offset: offset)
            return [PokemonScreen(list: list, makeDetails: makeDetails, strings: strings)]
        case .details(let name), .sprite(let name):
            let screen = PokemonScreen(list: list, makeDetails: makeDetails, strings: strings)
            let details = makeDetails()
            details.didOpen(name: name)
            return [screen, PokemonDetailsScreen(viewModel: details, name: name, strings: strings)]
        }
    }
}
