import DomainLayer
import TestSupport
import Testing

@Suite struct SearchMoviesInteractorTests {
    struct Outcome {
        var updates: [MoviesPageUpdate]
        var error: (any Error)?
    }

    let movies = FakeMoviesRepository()
    let queries = FakeMovieQueriesRepository()
    var interactor: SearchMoviesInteractor { SearchMoviesInteractor(movies: movies, queries: queries) }

    func run(_ query: MovieQuery, page: Int) async -> Outcome {
        var updates: [MoviesPageUpdate] = []
        do {
            for try await update in interactor.execute(query: query, page: page) {
                updates.append(update)
            }
            return Outcome(updates: updates, error: nil)
        } catch {
            return Outcome(updates: updates, error: error)
        }
    }

    @Test func theCachedPageComesFirstThenTheFreshOne() async throws {
        let query = try MoviesDataFixtures.query("space")
        let cached = MoviesDataFixtures.page(1, firstID: 1, title: "Old")
        let fresh = MoviesDataFixtures.page(1, firstID: 10, title: "New")
        movies.setCached(cached, for: query)
        movies.setFresh(.page(fresh), for: query, page: 1)

        let outcome = await run(query, page: 1)

        #expect(outcome.updates == [.cached(cached), .fresh(fresh)])
        #expect(outcome.error == nil)
    }

    @Test func aQueryThatFailsToSaveOnceIsSavedOnTheRetry() async throws {
        let query = try MoviesDataFixtures.query("space")
        let fresh = MoviesDataFixtures.page(1, firstID: 10, title: "New")
        movies.setFresh(.page(fresh), for: query, page: 1)
        queries.failNextSaves(1)

        let outcome = await run(query, page: 1)

        #expect(outcome.updates == [.fresh(fresh)])
        #expect(queries.saves == [query])
    }

    @Test func aQueryThatCannotBeSavedIsToldBeforeTheFreshPage() async throws {
        let query = try MoviesDataFixtures.query("space")
        let fresh = MoviesDataFixtures.page(1, firstID: 10, title: "New")
        movies.setFresh(.page(fresh), for: query, page: 1)
        queries.failNextSaves(2)

        let outcome = await run(query, page: 1)

        #expect(outcome.updates == [.queryNotSaved(.full), .fresh(fresh)])
        #expect(outcome.error == nil)
        #expect(queries.saves.isEmpty)
    }

    @Test func onlyTheFreshPageComesWhenNothingIsCached() async throws {
        let query = try MoviesDataFixtures.query("space")
        let fresh = MoviesDataFixtures.page(1)
        movies.setFresh(.page(fresh), for: query, page: 1)

        let outcome = await run(query, page: 1)

        #expect(outcome.updates == [.fresh(fresh)])
        #expect(outcome.error == nil)
    }

    @Test func theQueryIsSavedOncePerSearchNotOncePerPage() async throws {
        let space = try MoviesDataFixtures.query("space")
        let star = try MoviesDataFixtures.query("star")
        for page in 1...3 {
            movies.setFresh(.page(MoviesDataFixtures.page(page)), for: space, page: page)
        }
        movies.setFresh(.page(MoviesDataFixtures.page(1)), for: star, page: 1)

        for page in 1...3 { _ = await run(space, page: page) }
        #expect(queries.saves == [space])

        _ = await run(star, page: 1)
        #expect(queries.saves == [space, star])
    }

    @Test func aQueryThatFoundNothingIsNotSaved() async throws {
        let query = try MoviesDataFixtures.query("zzzz")
        let empty = MoviesDataFixtures.page(1, totalPages: 1, count: 0)
        movies.setFresh(.page(empty), for: query, page: 1)

        let outcome = await run(query, page: 1)

        #expect(outcome.updates == [.fresh(empty)])
        #expect(outcome.error == nil)
        #expect(queries.saves == [])
        #expect(try await queries.recentQueries(limit: 10) == [])
    }

    @Test func aLaterPageAloneSavesNothing() async throws {
        let query = try MoviesDataFixtures.query("space")
        movies.setFresh(.page(MoviesDataFixtures.page(2)), for: query, page: 2)

        let outcome = await run(query, page: 2)

        #expect(outcome.updates == [.fresh(MoviesDataFixtures.page(2))])
        #expect(queries.saves == [])
    }

    @Test func aFailedSearchSavesNothing() async throws {
        let query = try MoviesDataFixtures.query("space")
        movies.setFresh(.failure(.offline), for: query, page: 1)

        let outcome = await run(query, page: 1)

        #expect(outcome.updates == [])
        #expect(outcome.error as? DomainError == .offline)
        #expect(queries.saves == [])
    }

    @Test func aFailingFreshPageAfterACachedOneYieldsTheCachedOneThenThrows() async throws {
        let query = try MoviesDataFixtures.query("space")
        let cached = MoviesDataFixtures.page(1)
        movies.setCached(cached, for: query)
        movies.setFresh(.failure(.server(status: 500, message: "Internal error")), for: query, page: 1)

        let outcome = await run(query, page: 1)

        #expect(outcome.updates == [.cached(cached)])
        #expect(outcome.error as? DomainError == .server(status: 500, message: "Internal error"))
        #expect(queries.saves == [])
    }

    @Test func cancellingTheConsumerCancelsTheSearchAndSavesNothing() async throws {
        let query = try MoviesDataFixtures.query("space")
        let cached = MoviesDataFixtures.page(1)
        movies.setCached(cached, for: query)
        movies.setFresh(.hangs, for: query, page: 1)
        let (received, receivedContinuation) = AsyncStream.makeStream(of: MoviesPageUpdate.self)
        let interactor = interactor
        let consumer = Task {
            var updates: [MoviesPageUpdate] = []
            do {
                for try await update in interactor.execute(query: query, page: 1) {
                    updates.append(update)
                    receivedContinuation.yield(update)
                }
                return Outcome(updates: updates, error: nil)
            } catch {
                return Outcome(updates: updates, error: error)
            }
        }
        var receivedUpdates = received.makeAsyncIterator()
        var events = movies.events.makeAsyncIterator()
        let first = await receivedUpdates.next()
        let requested = await events.next()
        #expect(first == .cached(cached))
        #expect(requested == .freshRequested(query: "space", page: 1))

        consumer.cancel()
        let afterCancel = await events.next()
        let outcome = await consumer.value

        #expect(afterCancel == .freshCancelled(query: "space", page: 1))
        #expect(outcome.updates == [.cached(cached)])
        #expect(outcome.error == nil || outcome.error is CancellationError)
        #expect(queries.saves == [])
    }
}
