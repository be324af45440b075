import PresentationLayer
import TerminalKit

/// The Movies list screen: the search field with the recent searches under it while it has focus, and the
/// results, a row per movie, loading the next page as the selection nears the end. Enter on a row opens its
/// details through the flow's route, as the web ring's row link does. Typing a letter or a digit starts a new
/// search with it, so a title typed before `/` is searched, never taken for commands.
@MainActor
public final class MoviesScreen: ViewModelScreen {
    public var title: String { strings[MoviesWords.title] }

    /// The field's keys while it has focus (every other key is typed); else the list's, `/`, Enter, and `r` while
    /// the search failed. A letter or a digit typed at the list starts a new search with it.
    public var keyTable: KeyTable {
        isEditing ? fieldKeys : listKeys
    }

    /// The page of the movie `movieID` on the movie database's site, where the scene has one.
    func moviePage(of movieID: Int) -> TerminalLink? {
        flow.page(ofMovie: movieID).flatMap(TerminalLink.init)
    }

    public private(set) var isEditing = false

    public var typesLetters: Bool { true }

    public var viewModelType: Any.Type { MoviesFlowCoordinator.self }

    public var cursor: (row: Int, column: Int)? {
        isEditing ? (0, MoviesSearchLine.fieldColumn(strings) + caretOffset) : nil
    }

    private let flow: MoviesFlowCoordinator
    private let strings: Strings
    private var field = TextField(maximumLength: MoviesListViewModel.maximumQueryLength)
    private var list = ListView()
    /// The recent search picked with the arrows, an index into `suggestions`; nil while none is.
    private var suggestionSelection: Int?
    /// The removal of a recent search on its way (the suggestions' input is async).
    private(set) var removal: Task<Void, Never>?
    /// The caret's cells from the field's start, as last drawn.
    private var caretOffset = 0

    /// - Parameters:
    ///   - flow: the scene's flow, which owns the list, the recent searches and the details.
    ///   - strings: the language of the screen's words and of the messages the view models word (failures,
    ///     notices, dates).
    public init(flow: MoviesFlowCoordinator, strings: Strings) {
        self.flow = flow
        self.strings = strings
        field.set(flow.list.state.query)
    }

    /// The recent searches for the text typed, filtered as the web ring filters them: those that start with it,
    /// but it itself.
    var suggestions: [String] {
        flow.suggestions.state.queries.filter {
            MoviesSuggestionsViewModel.query($0, isSuggestionFor: field.text)
        }
    }

    public func draw(in body: inout ScreenBuffer) {
        caretOffset = MoviesSearchLine.draw(field, isEditing: isEditing, strings: strings, in: &body)
        let state = flow.list.state
        let resultsTop = 2
        var results = ScreenBuffer(width: body.width, height: max(0, body.height - resultsTop))
        list.bufferRowInBody = resultsTop
        MoviesResults.draw(
            state, list: &list, isEditing: isEditing, page: moviePage(of:), strings: strings, in: &results)
        body.draw(results, row: resultsTop, column: 0)
        if isEditing {
            MoviesSuggestionsList.draw(suggestions, selection: suggestionSelection, strings: strings, in: &body, row: 1)
        }
    }

    /// A key while the field has focus: editing, picking a recent search, searching or leaving the field.
    private var fieldKeys: KeyTable {
        let shown = suggestions
        let picked = suggestionSelection.flatMap { shown.indices.contains($0) ? $0 : nil }
        return KeyTable {
            KeyBinding([.enter], KeyHelp("Enter", .search, strings)) { [self] in
                search(picked.map { shown[$0] } ?? field.text)
                return .handled
            }
            if !shown.isEmpty {
                KeyBinding(help: [KeyHelp("↑↓", MoviesTerminalText.keyRecentSearches, strings)]) { [self] key in
                    switch key {
                    case .down: suggestionSelection = min((picked ?? -1) + 1, shown.count - 1)
                    case .up: suggestionSelection = (picked ?? 0) > 0 ? (picked ?? 0) - 1 : nil
                    default: return nil
                    }
                    return .handled
                }
            }
            if let picked {
                KeyBinding([.delete], KeyHelp("Del", MoviesTerminalText.keyRemoveRecentSearch, strings)) { [self] in
                    remove(shown[picked])
                    return .handled
                }
            }
            KeyBinding([.escape], KeyHelp("Esc", MoviesTerminalText.keyLeaveField, strings)) { [self] in
                isEditing = false
                return .handled
            }
            KeyBinding(help: []) { [self] key in
                let before = field.text
                guard field.handle(key) else { return .handled }
                if field.text != before {
                    suggestionSelection = nil
                    // As the web ring's field does, an emptied field reads the recent searches again.
                    if field.text.isEmpty { flow.suggestions.didFocusSearchField() }
                }
                return .handled
            }
        }
    }

    /// A key while the results have focus: the selection, `/`, Enter on a row, and Retry.
    private var listKeys: KeyTable {
        let state = flow.list.state
        return KeyTable {
            KeyBinding(help: []) { [self] key in
                guard case .character(let character) = key, character.isLetter || character.isNumber,
                    !(character == "r" && state.status.failure != nil)
                else { return nil }
                // A title typed before `/`: a new search, starting with what was typed.
                isEditing = true
                suggestionSelection = nil
                field.set(String(character))
                flow.suggestions.didFocusSearchField()
                return .handled
            }
            // Letters start a search here, so the list moves by the arrows and the paging keys alone.
            KeyBinding.arrowMoves(strings) { [self] key in
                guard list.handle(key, count: state.items.count) else { return false }
                if list.isNearEnd(of: state.items.count), state.status == .loaded, state.hasMorePages {
                    flow.list.didLoadNextPage()
                }
                return true
            }
            KeyBinding([.character("/")], KeyHelp("/", .search, strings)) { [self] in
                isEditing = true
                suggestionSelection = nil
                flow.suggestions.didFocusSearchField()
                return .handled
            }
            KeyBinding([.enter, .click(row: 0, column: 0)], KeyHelp("Enter", .details, strings)) { [self] in
                guard let index = list.selection, state.items.indices.contains(index) else { return .ignored }
                flow.open(.details(movieID: state.items[index].id))
                guard let details = flow.details else { return .handled }
                return .push(
                    MovieDetailsScreen(
                        viewModel: details, movieID: state.items[index].id, origin: flow.list.route,
                        page: moviePage(of: state.items[index].id), strings: strings))
            }
            if case .failed = state.status {
                KeyBinding.retry(strings) { [self] in flow.list.didTapRetry() }
            }
        }
    }

    /// Removes `query` from the recent searches, as the web ring's × button does; the pick moves to the one
    /// that takes its place, if any.
    private func remove(_ query: String) {
        let suggestions = flow.suggestions
        removal = Task { await suggestions.didTapRemove(query: query) }
        let left = self.suggestions.count - 1
        suggestionSelection = left > 0 ? min(suggestionSelection ?? 0, left - 1) : nil
    }

    /// Searches `text` through the flow, as the web ring's search form does, and gives the results the keys.
    private func search(_ text: String) {
        field.set(text)
        isEditing = false
        suggestionSelection = nil
        list.select(0, count: 1)
        flow.open(.list(query: text))
    }
}

extension MoviesScreen: SceneScreen {
    /// The list with its query and the pages it shows, as the web ring's list page names it.
    public var destination: MoviesDestination { flow.list.route }
}

extension MoviesScreen {
    /// The Movies screens showing `destination`, as a user who walked there would have them: the list searching
    /// its query, or a list with a movie's details above it: the list `origin` names, searched, or else the list
    /// empty.
    /// - Parameters:
    ///   - destination: the list or the movie to show.
    ///   - origin: the list a movie was opened from, if its address names one.
    ///   - flow: the scene's new flow.
    ///   - strings: the screens' language.
    public static func screens(
        showing destination: MoviesDestination, openedFrom origin: MoviesDestination? = nil,
        flow: MoviesFlowCoordinator, strings: Strings
    ) -> [any TerminalScreen] {
        switch destination {
        case .list(let query, _):
            // The empty list is the screen as it opens from the scene list: nothing to search.
            if !query.isEmpty { flow.open(destination) }
            return [MoviesScreen(flow: flow, strings: strings)]
        case .details(let movieID):
            let origin = origin.flatMap { origin -> MoviesDestination? in
                guard case .list(let query, _) = origin, !query.isEmpty else { return nil }
                return origin
            }
            if let origin { flow.open(origin) }
            let list = MoviesScreen(flow: flow, strings: strings)
            flow.open(destination)
            guard let details = flow.details else { return [list] }
            return [
                list,
                MovieDetailsScreen(
                    viewModel: details, movieID: movieID, origin: origin, page: list.moviePage(of: movieID),
                    strings: strings),
            ]
        }
    }
}
