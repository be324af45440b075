import DomainLayer
import Foundation
import Observation

/// The recent queries shown while the search field is focused, those that start with what is typed (but what is
/// typed itself); each is a route to its search, and each can be removed.
@MainActor
@Observable
public final class MoviesSuggestionsViewModel: Settleable {
    /// The suggestions screen's state: the recent successful queries, newest first.
    public enum State: Hashable, Sendable {
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

    /// The screen's one state value.
    public private(set) var state = State.idle

    @ObservationIgnored private let fetchRecentQueries: any FetchRecentMovieQueriesUseCase
    @ObservationIgnored private let removeRecentQuery: any RemoveRecentMovieQueryUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    /// Creates the suggestions.
    public init(
        fetchRecentQueries: any FetchRecentMovieQueriesUseCase, removeRecentQuery: any RemoveRecentMovieQueryUseCase
    ) {
        self.fetchRecentQueries = fetchRecentQueries
        self.removeRecentQuery = removeRecentQuery
    }

    /// The search field gained focus or became empty: reads the recent queries again, or shows them at once
    /// when they are at hand.
    public func didFocusSearchField() {
        readQueries()
    }

    /// The user removed `query` from the suggestions: it leaves them at once, and returns once it is deleted from
    /// the recent queries; then they are read again (so a query that could not be deleted comes back).
    public func didTapRemove(query text: String) async {
        guard let query = MovieQuery(text) else { return }
        // A read running now may have read the query before it goes.
        requests.cancel()
        state = .loaded(state.queries.filter { $0.caseInsensitiveCompare(query.text) != .orderedSame })
        do {
            try await removeRecentQuery.execute(query: query)
        } catch {
            // The read below shows what is still kept; suggestions are a convenience, so nothing more is said.
        }
        readQueries()
    }

    private func readQueries() {
        let limit = FetchRecentMovieQueriesInteractor.maximumCount
        if let queries = fetchRecentQueries.executeAtHand(limit: limit) {
            requests.cancel()
            state = .loaded(queries.prefix(limit).map(\.text))
            return
        }
        requests.start(showing: .loading(previous: state.queries)) { [fetchRecentQueries] deliver in
            let queries = try await fetchRecentQueries.execute(limit: limit)
            deliver { $0.state = .loaded(queries.prefix(limit).map(\.text)) }
        } failed: { viewModel, _ in
            // Suggestions are a convenience; a history that cannot be read shows none.
            viewModel.state = .loaded([])
        }
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    /// Whether `query` starts with `typed`, ignoring case and surrounding space; every query does for blank text.
    public nonisolated static func query(_ query: String, startsWith typed: String) -> Bool {
        match(query, typed) != .different
    }

    /// Whether `query` is a suggestion for `typed`: it starts with it but is not it, ignoring case and surrounding
    /// space (the query typed is not suggested back); every query is one for blank text.
    public nonisolated static func query(_ query: String, isSuggestionFor typed: String) -> Bool {
        match(query, typed) == .longer
    }

    /// How a query compares with the text typed.
    private enum Match {
        /// It does not start with the text.
        case different
        /// It is the text.
        case same
        /// It starts with the text and goes on.
        case longer
    }

    private nonisolated static func match(_ query: String, _ typed: String) -> Match {
        if let match = asciiMatch(query, typed) {
            return match
        }
        let typed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { return .longer }
        guard let range = query.range(of: typed, options: [.anchored, .caseInsensitive]) else { return .different }
        return range.upperBound == query.endIndex ? .same : .longer
    }

    /// `match` for ASCII text that starts and ends with a visible character (most queries), on bytes; nil for
    /// any other text. This runs on the main actor for every suggestion of every Movies page, where
    /// Foundation's trimming and case-insensitive search cost more than the rest of the list.
    private nonisolated static func asciiMatch(_ query: String, _ typed: String) -> Match? {
        let isVisible = { (byte: UInt8) in (0x21...0x7E).contains(byte) }
        guard let first = typed.utf8.first, let last = typed.utf8.last, isVisible(first), isVisible(last),
            query.utf8.allSatisfy({ $0 < 0x80 }), typed.utf8.allSatisfy({ $0 < 0x80 })
        else { return nil }
        guard typed.utf8.count <= query.utf8.count else { return .different }
        let lowercased = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        guard zip(query.utf8, typed.utf8).allSatisfy({ lowercased($0) == lowercased($1) }) else { return .different }
        return typed.utf8.count == query.utf8.count ? .same : .longer
    }
}
