import DomainLayer
import TestSupport
import Testing

@Suite struct SearchMoviesPageAtHandTests {
    let movies = FakeMoviesRepository()
    let queries = FakeMovieQueriesRepository()
    var interactor: SearchMoviesInteractor { SearchMoviesInteractor(movies: movies, queries: queries) }

    @Test func aFirstPageAtHandForTheNewestQueryIsAnswered() async throws {
        let query = try MoviesDataFixtures.query("space")
        let page = MoviesDataFixtures.page(1, firstID: 1, title: "Space")
        movies.setAtHand(page, for: query)
        queries.keepAtHand(true)
        try await queries.save(MoviesDataFixtures.query("other"))
        try await queries.save(query)

        #expect(interactor.pageAtHand(query: query, page: 1) == page)
    }

    @Test func aFirstPageWhoseQueryIsNotTheNewestIsNotAtHandAsTheSearchMustSaveIt() async throws {
        let query = try MoviesDataFixtures.query("space")
        movies.setAtHand(MoviesDataFixtures.page(1, firstID: 1, title: "Space"), for: query)
        queries.keepAtHand(true)
        try await queries.save(query)
        try await queries.save(MoviesDataFixtures.query("other"))

        #expect(interactor.pageAtHand(query: query, page: 1) == nil)
        queries.keepAtHand(false)
        try await queries.save(query)
        #expect(interactor.pageAtHand(query: query, page: 1) == nil)
    }

    @Test func aFirstPageAtHandThatFoundNothingIsAnsweredAsThereIsNothingToSave() throws {
        let query = try MoviesDataFixtures.query("zzzz")
        let empty = MoviesDataFixtures.page(1, totalPages: 1, count: 0)
        movies.setAtHand(empty, for: query)
        queries.keepAtHand(true)

        #expect(interactor.pageAtHand(query: query, page: 1) == empty)
        #expect(queries.saves.isEmpty)
    }

    @Test func aLaterPageAtHandIsAnsweredWhateverTheQueries() throws {
        let query = try MoviesDataFixtures.query("space")
        let page = MoviesDataFixtures.page(2, firstID: 21, title: "Space")
        movies.setAtHand(page, for: query)

        #expect(interactor.pageAtHand(query: query, page: 2) == page)
        #expect(interactor.pageAtHand(query: query, page: 3) == nil)
    }
}
