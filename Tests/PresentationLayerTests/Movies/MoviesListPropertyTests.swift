import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// Random interleavings of searches, next pages, cancellations and replies (cached, fresh, failure,
/// cancellation) delivered in any order, also to superseded requests. After every step the list must show one
/// query's pages, in order, without duplicates, and never an error for a cancellation; that query is the latest
/// one searched, unless a cancellation since brought back the list shown before.
@MainActor
struct MoviesListPropertyTests {
    static let pageSize = 3
    static let totalPages = 4

    /// What the test did so far.
    struct Model {
        /// The query the list must show, while no cancellation happened since it was searched.
        var latest = ""
        /// Whether something was cancelled since the latest search (a cancelled request shows an earlier list).
        var cancelledSinceSearch = false
    }

    @Test func theListOnlyEverShowsTheLatestQuerysPagesInOrder() async throws {
        for run in 0..<200 {
            var random = SplitMix64(seed: UInt64(run))
            let search = FakeSearchMoviesUseCase()
            let viewModel = MoviesListViewModel(searchMovies: search)
            var model = Model()
            // The state shown while no request ran, which a cancelled request puts back.
            var shownWhileIdle = viewModel.state
            for step in 0..<30 {
                let context = "run \(run), step \(step)"
                let wasRunning = !viewModel.isSettled
                if !wasRunning { shownWhileIdle = viewModel.state }
                let action = random.next() % 10
                await perform(action, random: &random, on: viewModel, search: search, model: &model)
                check(viewModel.state, model: model, context: context)
                // Cancelling the running search shows the list as it was before the search, at once.
                if action == 2 && wasRunning {
                    #expect(viewModel.isSettled, "\(context)")
                    #expect(viewModel.state == shownWhileIdle, "\(context)")
                }
            }
            if viewModel.state.isLoading, let request = search.lastRequest {
                request.replyFresh(page(request.page, query: request.query.text))
                await viewModel.settled()
                check(viewModel.state, model: model, context: "run \(run), final reply")
                #expect(!viewModel.state.isLoading, "run \(run)")
            }
        }
    }

    private func perform(
        _ action: UInt64, random: inout SplitMix64, on viewModel: MoviesListViewModel,
        search: FakeSearchMoviesUseCase, model: inout Model
    ) async {
        let requests = search.requests
        let request = requests.isEmpty ? nil : requests[Int(random.next() % UInt64(requests.count))]
        switch action {
        case 0:
            let query = MoviesPresentationFixtures.queries[
                Int(random.next() % UInt64(MoviesPresentationFixtures.queries.count))]
            viewModel.didSearch(query: query)
            // Searching the query shown starts nothing; a cancellation on its way still applies.
            if search.requests.count > requests.count {
                model = Model(latest: query)
            }
        case 1: viewModel.didLoadNextPage()
        case 2:
            viewModel.didCancelSearch()
            model.cancelledSinceSearch = true
        case 3: viewModel.didTapRetry()
        case 4: request.map { $0.replyCached(page($0.page, query: $0.query.text, cached: true)) }
        case 5: request.map { $0.replyFresh(page($0.page, query: $0.query.text)) }
        case 6: request?.fail(DomainError.server(status: 500, message: "boom \(request?.query.text ?? "")"))
        case 7:
            request?.fail(CancellationError())
            model.cancelledSinceSearch = true
        default:
            // Lets the view model's task take a random number of steps before the next action.
            for _ in 0..<Int(random.next() % 5) { await Task.yield() }
        }
    }

    private func page(_ number: Int, query: String, cached: Bool = false) -> MoviesPage {
        MoviesPresentationFixtures.page(number, of: Self.totalPages, query: query, size: Self.pageSize, cached: cached)
    }

    private func check(_ state: MoviesListViewModel.State, model: Model, context: String) {
        // After a cancellation the list shown before comes back, which the step's own check compares.
        if !model.cancelledSinceSearch {
            #expect(state.query == model.latest, "\(context)")
        }
        let latest = state.query
        guard !latest.isEmpty else {
            #expect(state == MoviesListViewModel.State(), "\(context)")
            return
        }
        let expectedIDs =
            state.page == 0
            ? []
            : (1...state.page).flatMap { page in
                (0..<Self.pageSize).map { MoviesPresentationFixtures.movieID(query: latest, page: page, index: $0) }
            }
        #expect(state.items.map(\.id) == expectedIDs, "\(context)")
        #expect([0, Self.pageSize].contains(state.cachedTailCount), "\(context)")
        let cachedRows = state.items.map { $0.title.hasSuffix(" (cached)") }
        let firstCached = state.items.count - state.cachedTailCount
        #expect(cachedRows == cachedRows.indices.map { $0 >= firstCached }, "\(context)")
        #expect(state.hasMorePages == (state.page > 0 && state.page < Self.totalPages), "\(context)")
        if case .failed(let message, _) = state.status {
            #expect(message == .server, "\(context)")
        }
    }
}
