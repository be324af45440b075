import DomainLayer
import TestSupport
import Testing

@Suite struct FetchRecentMovieQueriesInteractorTests {
    @Test func atMostTenNewestFirstWithoutDuplicates() async throws {
        let texts = (1...12).map { "query \($0)" } + ["Query 3", "query 12"]
        let queries = FakeMovieQueriesRepository(saved: try texts.map(MoviesDataFixtures.query))
        let interactor = FetchRecentMovieQueriesInteractor(queries: queries)

        let recent = try await interactor.execute(limit: 50)

        let expected = ["query 12", "Query 3"] + [11, 10, 9, 8, 7, 6, 5, 4].map { "query \($0)" }
        #expect(recent == (try expected.map(MoviesDataFixtures.query)))
    }

    @Test func aSmallerLimitIsHonoured() async throws {
        let queries = FakeMovieQueriesRepository(saved: try ["a", "b", "c"].map(MoviesDataFixtures.query))

        let recent = try await FetchRecentMovieQueriesInteractor(queries: queries).execute(limit: 2)

        #expect(recent == (try ["c", "b"].map(MoviesDataFixtures.query)))
    }

    @Test func aRemovedQueryIsNoLongerSuggestedWhateverItsCase() async throws {
        let queries = FakeMovieQueriesRepository(
            saved: try ["alien", "Batman", "casablanca"].map(MoviesDataFixtures.query))

        try await RemoveRecentMovieQueryInteractor(queries: queries).execute(query: MoviesDataFixtures.query("BATMAN"))

        let recent = try await FetchRecentMovieQueriesInteractor(queries: queries).execute()
        #expect(recent == (try ["casablanca", "alien"].map(MoviesDataFixtures.query)))
        #expect(queries.removals == [try MoviesDataFixtures.query("BATMAN")])
    }

    @Test func nothingSavedIsNoSuggestions() async throws {
        let recent = try await FetchRecentMovieQueriesInteractor(queries: FakeMovieQueriesRepository()).execute()
        #expect(recent == [])
    }
}
