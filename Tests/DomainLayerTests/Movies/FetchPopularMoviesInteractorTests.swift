import DomainLayer
import TestSupport
import Testing

@Suite struct FetchPopularMoviesInteractorTests {
    let movies = FakeMoviesRepository()
    var interactor: FetchPopularMoviesInteractor { FetchPopularMoviesInteractor(movies: movies) }

    @Test func theRepositorysPopularPageIsAnswered() async throws {
        let page = MoviesDataFixtures.page(1, totalPages: 3, count: 3, firstID: 7)
        movies.setPopular(.page(page), page: 1)

        #expect(try await interactor.execute(page: 1) == page)
    }

    @Test func theRepositorysFailureIsThrownAsItIs() async throws {
        movies.setPopular(.failure(.unauthorized(message: "Invalid API key")), page: 1)

        await #expect(throws: DomainError.unauthorized(message: "Invalid API key")) {
            try await interactor.execute(page: 1)
        }
    }

    @Test(arguments: [0, -1, Int.min])
    func aPageBelowOneIsNotFoundWithoutAskingTheRepository(page: Int) async throws {
        // The repository would answer, so `notFound` can only come from the interactor itself.
        movies.setPopular(.page(MoviesDataFixtures.page(1, totalPages: 1)), page: page)

        await #expect(throws: DomainError.notFound) { try await interactor.execute(page: page) }
    }
}
