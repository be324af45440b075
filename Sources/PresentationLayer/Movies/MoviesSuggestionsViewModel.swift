import DomainLayer
import Foundation
import Observation

/// The recent queries shown while the search field is focused, those that start with what is typed; each is a
/// route to its search.
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
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    /// Creates the suggestions.
    public init(fetchRecentQueries: any FetchRecentMovieQueriesUseCase) {
        self.fetchRecentQueries = fetchRecentQueries
    }

    /// The search field gained focus or became empty: reads the recent queries again, or shows them at once
    /// when they are at hand.
    public func didFocusSearchField() {
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
            // NB: suggestions are a convenience; a history that cannot be read shows none.
            viewModel.state = .loaded([])
        }
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    /// Whether `query` is a suggestion for `typed`: it starts with it, ignoring case and surrounding space;
    /// every query is one for blank text.
    public nonisolated static func query(_ query: String, startsWith typed: String) -> Bool {
        if let startsWith = asciiQuery(query, startsWith: typed) {
            return startsWith
        }
        let typed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        return typed.isEmpty || query.range(of: typed, options: [.anchored, .caseInsensitive]) != nil
    }

    /// `query(_:startsWith:)` for ASCII text that starts and ends with a visible character (most queries), on
    /// bytes; nil for any other text. NB: this runs on the main actor for every suggestion of every Movies
    /// page, where Foundation's trimming and case-insensitive search cost more than the rest of the list.
    private nonisolated static func asciiQuery(_ query: String, startsWith typed: String) -> Bool? {
        let isVisible = { (byte: UInt8) in (0x21...0x7E).contains(byte) }
        guard let first = typed.utf8.first, let last = typed.utf8.last, isVisible(first), isVisible(last),
            query.utf8.allSatisfy({ $0 < 0x80 }), typed.utf8.allSatisfy({ $0 < 0x80 })
        else { return nil }
        guard typed.utf8.count <= query.utf8.count else { return false }
        let lowercased = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        return zip(query.utf8, typed.utf8).allSatisfy { lowercased($0) == lowercased($1) }
    }
}
