import DomainLayer
import TestSupport
import Testing

@Suite struct FetchMovieDetailsInteractorTests {
    let movies = FakeMoviesRepository()
    var interactor: FetchMovieDetailsInteractor { FetchMovieDetailsInteractor(movies: movies) }

    @Test func theRepositorysDetailsAreAnswered() async throws {
        let details = MovieDetailsFixtures.details(id: 42)
        movies.setDetails(.success(details), for: 42)

        #expect(try await interactor.execute(id: 42) == details)
    }

    @Test func theRepositorysFailureIsThrownAsItIs() async throws {
        movies.setDetails(.failure(.unauthorized(message: "Invalid API key")), for: 42)

        await #expect(throws: DomainError.unauthorized(message: "Invalid API key")) {
            try await interactor.execute(id: 42)
        }
        await #expect(throws: DomainError.notFound) { try await interactor.execute(id: 7) }
    }

    @Test(arguments: [0, -1, Int.min])
    func anIdBelowOneIsNotFoundWithoutAskingTheRepository(id: Int) async throws {
        // The repository would answer, so `notFound` can only come from the interactor itself.
        movies.setDetails(.success(MovieDetailsFixtures.details(id: id)), for: id)

        await #expect(throws: DomainError.notFound) { try await interactor.execute(id: id) }
    }
}
