import DomainLayer
import Observation

/// The suggestions screen's state: the recent successful queries, newest first.
public enum MoviesSuggestionsState: Hashable, Sendable {
    /// Not asked yet.
    case idle
    /// Reading the recent queries; `previous` stay shown.
    case loading(previous: [String])
    /// At most ten queries, newest first, without duplicates.
    case loaded([String])

    /// The queries to show now.
    public var queries: [String] {
        switch self {
        case .idle: []
        case .loading(let previous): previous
        case .loaded(let queries): queries
        }
    }
}

/// The recent queries shown while the search field is focused or empty; choosing one runs that search.
@MainActor
@Observable
public final class MoviesSuggestionsViewModel {
    /// The screen's one state value.
    public private(set) var state = MoviesSuggestionsState.idle

    @ObservationIgnored private let fetchRecentQueries: any FetchRecentMovieQueriesUseCase
    @ObservationIgnored private let didSelect: @MainActor (MovieQuery) -> Void
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var generation = 0

    /// Creates the suggestions; `didSelect` runs the chosen query's search.
    public init(
        fetchRecentQueries: any FetchRecentMovieQueriesUseCase,
        didSelect: @escaping @MainActor (MovieQuery) -> Void
    ) {
        self.fetchRecentQueries = fetchRecentQueries
        self.didSelect = didSelect
    }

    isolated deinit {
        loadTask?.cancel()
    }

    /// True while the recent queries are being read.
    public var isLoading: Bool {
        if case .loading = state { return true }
        return false
    }

    /// The search field gained focus or became empty: reads the recent queries again.
    public func didFocusSearchField() {
        generation += 1
        loadTask?.cancel()
        let current = generation
        state = .loading(previous: state.queries)
        loadTask = Task { [weak self, fetchRecentQueries] in
            let queries = try? await fetchRecentQueries.execute(
                limit: FetchRecentMovieQueriesInteractor.maximumCount)
            guard let self, self.generation == current else { return }
            // NB: suggestions are a convenience; a history that cannot be read shows none.
            let recent = (queries ?? []).prefix(FetchRecentMovieQueriesInteractor.maximumCount)
            self.state = .loaded(recent.map(\.text))
            self.loadTask = nil
        }
    }

    /// The user chose the suggestion at `index`: runs that search.
    public func didSelectSuggestion(at index: Int) {
        let queries = state.queries
        guard queries.indices.contains(index), let query = MovieQuery(queries[index]) else { return }
        didSelect(query)
    }
}
