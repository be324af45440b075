import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

/// A search whose query cannot be saved (the data directory's disk is full, or its file cannot be written) still
/// shows its results, and says why: the failure is logged and reaches the screen as a `StorageError`, so it is
/// worded as every other save's ("The disk is full."), never swallowed.
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

            #expect(updates == [.queryNotSaved(.full), .fresh(page)])
            #expect(log.messages.filter { $0.contains("A recent search could not be saved") }.count == 2)
            try FileManager.default.removeItem(at: directory.appendingPathComponent("filler"))
            try await store.save(query)
            #expect(try await store.recentQueries(limit: 5) == [query])
        }
    }

    @Test func aFileThatCannotBeWrittenIsToldAsSuch() async throws {
        try await withTemporaryDirectory { directory in
            let log = LogCapture()
            let database = try MoviesDataTestSupport.userDatabase(in: directory)
            let store = SQLiteMovieQueriesStore(database: database, logger: log.logger())
            let query = try MoviesDataFixtures.query("space")
            let page = MoviesDataFixtures.page(1, firstID: 1, title: "Space")
            let movies = FakeMoviesRepository()
            movies.setFresh(.page(page), for: query, page: 1)
            // SQLite answers every write on this connection SQLITE_READONLY, as for a file it may not write.
            try await database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = 1") }

            await #expect(throws: StorageError.notWritable) { try await store.save(query) }
            var updates: [MoviesPageUpdate] = []
            for try await update in SearchMoviesInteractor(movies: movies, queries: store).execute(
                query: query, page: 1)
            {
                updates.append(update)
            }

            #expect(updates == [.queryNotSaved(.notWritable), .fresh(page)])
            #expect(log.messages.filter { $0.contains("A recent search could not be saved") }.count == 3)
        }
    }
}
