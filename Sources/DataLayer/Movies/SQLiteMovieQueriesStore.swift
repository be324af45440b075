import DomainLayer
import Foundation
import GRDB
import Logging

/// The recent movie queries in `strata.sqlite` (table `recent_movie_query`): newest first, unique without
/// regard to case (the latest spelling wins), at most `FetchRecentMovieQueriesInteractor.maximumCount`.
public struct SQLiteMovieQueriesStore: MovieQueriesRepository {
    /// How many queries are kept; older ones are deleted on save.
    static let capacity = FetchRecentMovieQueriesInteractor.maximumCount

    private let database: DatabasePool
    private let now: @Sendable () -> Date
    private let logger: Logger

    public init(
        database: SQLiteDatabase, now: @escaping @Sendable () -> Date = Date.init,
        logger: Logger = Logger(label: "strata.movies.queries")
    ) {
        self.database = database.writer
        self.now = now
        self.logger = logger
    }

    public func recentQueries(limit: Int) async throws -> [MovieQuery] {
        guard limit > 0 else { return [] }
        let texts = try await database.read { db in
            // NB: `id` grows with every save, so it orders by recency even when the clock does not move.
            try String.fetchAll(
                db, sql: "SELECT text FROM recent_movie_query ORDER BY id DESC LIMIT ?",
                arguments: [min(limit, Self.capacity)])
        }
        return texts.compactMap(MovieQuery.init)
    }

    /// Saves `query` as the most recent one; a failure (a full disk, a read-only directory) is logged and
    /// thrown, never swallowed.
    public func save(_ query: MovieQuery) async throws {
        do {
            try await insert(query)
        } catch {
            logger.error("A recent search could not be saved", metadata: ["error": "\(error)"])
            throw error
        }
    }

    private func insert(_ query: MovieQuery) async throws {
        let savedAt = now().timeIntervalSince1970
        let capacity = Self.capacity
        let folded = Self.folded(query.text)
        // NB: the query searched most recently is searched again on every page load of its list; it is already
        // first, so a read spares the write.
        let isFirst = try await database.read { db in
            try String.fetchOne(db, sql: "SELECT folded FROM recent_movie_query ORDER BY id DESC LIMIT 1") == folded
        }
        guard !isFirst else { return }
        try await database.write { db in
            try db.execute(
                sql: "DELETE FROM recent_movie_query WHERE folded = ?", arguments: [Self.folded(query.text)])
            try db.execute(
                sql: "INSERT INTO recent_movie_query (text, folded, savedAt) VALUES (?, ?, ?)",
                arguments: [query.text, Self.folded(query.text), savedAt])
            try db.execute(
                sql: """
                    DELETE FROM recent_movie_query WHERE id NOT IN (
                        SELECT id FROM recent_movie_query ORDER BY id DESC LIMIT ?)
                    """,
                arguments: [capacity])
        }
    }

    static func folded(_ text: String) -> String {
        text.folding(options: .caseInsensitive, locale: nil)
    }
}
