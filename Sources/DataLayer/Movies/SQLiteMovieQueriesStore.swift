import DomainLayer
import Foundation
import GRDB

/// The recent movie queries in `strata.sqlite` (table `recent_movie_query`): newest first, unique without
/// regard to case (the latest spelling wins), at most `FetchRecentMovieQueriesInteractor.maximumCount`.
public struct SQLiteMovieQueriesStore: MovieQueriesRepository {
    /// How many queries are kept; older ones are deleted on save.
    static let capacity = FetchRecentMovieQueriesInteractor.maximumCount

    private let database: DatabasePool
    private let now: @Sendable () -> Date

    public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database.writer
        self.now = now
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

    public func save(_ query: MovieQuery) async throws {
        let savedAt = now().timeIntervalSince1970
        let capacity = Self.capacity
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
