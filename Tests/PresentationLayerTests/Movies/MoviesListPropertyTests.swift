import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// Random interleavings of searches, next pages, cancellations and replies (cached, fresh, failure,
/// cancellation) delivered in any order, also to superseded requests. After every step the list must show
/// only the latest query's pages, in order, without duplicates, and never an error for a cancellation.
@MainActor
struct MoviesListPropertyTests {
    static let pageSize = 3
    static let totalPages = 4

    @Test func theListOnlyEverShowsTheLatestQuerysPagesInOrder() async throws {
        for run in 0..<200 {
            var random = SplitMix64(seed: UInt64(run))
            let search = SearchMoviesUseCaseFake()
            let viewModel = MoviesListViewModel(searchMovies: search)
            var latest: String?
            for step in 0..<30 {
                await perform(random.next() % 10, random: &random, on: viewModel, search: search, latest: &latest)
                check(viewModel.state, latest: latest, context: "run \(run), step \(step)")
            }
            if viewModel.state.isLoading, let request = search.lastRequest {
                request.replyFresh(page(request.page, query: request.query.text))
                await settle { !viewModel.state.isLoading }
                check(viewModel.state, latest: latest, context: "run \(run), final reply")
                #expect(!viewModel.state.isLoading, "run \(run)")
            }
        }
    }

    private func perform(
        _ action: UInt64, random: inout SplitMix64, on viewModel: MoviesListViewModel,
        search: SearchMoviesUseCaseFake, latest: inout String?
    ) async {
        let requests = search.requests
        let request = requests.isEmpty ? nil : requests[Int(random.next() % UInt64(requests.count))]
        switch action {
        case 0:
            let query = Fixtures.queries[Int(random.next() % UInt64(Fixtures.queries.count))]
            viewModel.didSearch(query: query)
            latest = query
        case 1: viewModel.didLoadNextPage()
        case 2: viewModel.didCancelSearch()
        case 3: viewModel.didTapRetry()
        case 4: request.map { $0.replyCached(page($0.page, query: $0.query.text, cached: true)) }
        case 5: request.map { $0.replyFresh(page($0.page, query: $0.query.text)) }
        case 6: request?.fail(DomainError.server(status: 500, message: "boom \(request?.query.text ?? "")"))
        case 7: request?.fail(CancellationError())
        case 8:
            for _ in 0..<Int(random.next() % 5) { await Task.yield() }
        default: try? await Task.sleep(for: .microseconds(random.next() % 300))
        }
    }

    private func page(_ number: Int, query: String, cached: Bool = false) -> MoviesPage {
        Fixtures.page(number, of: Self.totalPages, query: query, size: Self.pageSize, cached: cached)
    }

    private func check(_ state: MoviesListState, latest: String?, context: String) {
        guard let latest else {
            #expect(state == MoviesListState(), "\(context)")
            return
        }
        #expect(state.query == latest, "\(context)")
        let expectedIDs =
            state.page == 0
            ? []
            : (1...state.page).flatMap { page in
                (0..<Self.pageSize).map { Fixtures.movieID(query: latest, page: page, index: $0) }
            }
        #expect(state.items.map(\.id) == expectedIDs, "\(context)")
        #expect([0, Self.pageSize].contains(state.cachedTailCount), "\(context)")
        let cachedRows = state.items.map { $0.title.hasSuffix(" (cached)") }
        let firstCached = state.items.count - state.cachedTailCount
        #expect(cachedRows == cachedRows.indices.map { $0 >= firstCached }, "\(context)")
        #expect(state.hasMorePages == (state.page > 0 && state.page < Self.totalPages), "\(context)")
        if case .failed(let message) = state.status {
            #expect(message.text == "Failed loading movies: server error 500: boom \(latest).", "\(context)")
        }
    }
}

/// A seeded pseudo-random generator, so a failing run can be replayed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
