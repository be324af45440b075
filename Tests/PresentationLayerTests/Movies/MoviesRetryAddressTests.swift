import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// Retry keeps the address: a failed page of `/movies?query=alpha&pages=3` is retried with the pages after it.
@MainActor
struct MoviesRetryAddressTests {
    let search = FakeSearchMoviesUseCase()

    /// The request for `page`, once the view model has asked for it.
    func request(for page: Int) async throws -> FakeSearchMoviesUseCase.Request {
        while search.lastRequest?.page != page {
            await Task.yield()
        }
        return try #require(search.lastRequest)
    }

    @Test func aFailedSecondPageOfThreeIsRetriedWithTheThird() async throws {
        let viewModel = MoviesListViewModel(searchMovies: search)
        viewModel.didSearch(query: "alpha", pages: 3)
        let first = MoviesPresentationFixtures.page(1, of: 3, query: "alpha")
        try await request(for: 1).replyFresh(first)
        try await request(for: 2).fail(DomainError.server(status: 500, message: nil))
        await viewModel.settled()
        #expect(viewModel.state.status == .failed(.server, of: .nextPage))
        #expect(viewModel.state.items == rows([first]))
        #expect(viewModel.pagesWanted == 3)

        viewModel.didTapRetry()
        let second = MoviesPresentationFixtures.page(2, of: 3, query: "alpha")
        let third = MoviesPresentationFixtures.page(3, of: 3, query: "alpha")
        try await request(for: 2).replyFresh(second)
        try await request(for: 3).replyFresh(third)
        await viewModel.settled()
        #expect(viewModel.state.items == rows([first, second, third]))
        #expect(viewModel.state.status == .loaded)
    }
}
