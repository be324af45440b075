import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// A search whose query cannot be saved (the data directory's disk is full) still shows its results, and
/// says so: the failure is logged and reaches the screen, never swallowed.
@Suite struct RecentQueriesOnAFullDiskTests {
    @Test(.enabled(if: SmallFileSystem.canMount, "needs root to mount a tmpfs"))
    func aFullDiskIsLoggedAndToldNotSwallowed() async throws {
        try await SmallFileSystem.with(bytes: 1 << 20) { directory in
            let log = LogCapture()
            let store = SQLiteMovieQueriesStore(
                database: try MoviesDataTestSupport.userDatabase(in: directory), logger: log.logger())
            let query = try MoviesDataFixtures.query("space")
            let page = MoviesDataFixtures.page(1, firstID: 1, title: "Space")
            let movies = FakeMoviesRepository()
            movies.setFresh(.page(page), for: query, page: 1)

            SmallFileSystem.fill(directory)
            var updates: [MoviesPageUpdate] = []
            for try await update in SearchMoviesInteractor(movies: movies, queries: store).execute(
                query: query, page: 1)
            {
                updates.append(update)
            }

            #expect(updates == [.queryNotSaved, .fresh(page)])
            #expect(log.messages.filter { $0.contains("A recent search could not be saved") }.count == 2)
            try FileManager.default.removeItem(at: directory.appendingPathComponent("filler"))
            try await store.save(query)
            #expect(try await store.recentQueries(limit: 5) == [query])
        }
    }
}
