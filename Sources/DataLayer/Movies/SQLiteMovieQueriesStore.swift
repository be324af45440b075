import DomainLayer
import Foundation
import GRDB
import Logging
import Synchronization

/// The recent movie queries in `strata.sqlite` (table `recent_movie_query`): newest first, unique without
/// regard to case (the latest spelling wins), at most `FetchRecentMovieQueriesInteractor.maximumCount`.
///
/// Every page load of the list reads them and saves its query, so the store keeps a copy in memory: read once
/// from the file, then changed by each save and removal as it commits. It is the table's only writer (one store per
/// data directory).
public struct SQLiteMovieQueriesStore: MovieQueriesRepository {
    /// How many queries are kept; older ones are deleted on save.
    static let capacity = FetchRecentMovieQueriesInteractor.maximumCount

    private let database: DatabasePool
    private let now: @Sendable () -> Date
    private let logger: Logger
    private let copy = QueriesCopy()

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
        let texts = try await recentTexts()
        return texts.prefix(limit).compactMap { MovieQuery($0.text) }
    }

    public func recentQueriesAtHand(limit: Int) -> [MovieQuery]? {
        guard let kept = copy.read().texts else { return nil }
        return kept.prefix(max(limit, 0)).compactMap { MovieQuery($0.text) }
    }

    /// The kept queries (text, folded), newest first: the copy, or the file's once read.
    private func recentTexts() async throws -> [(text: String, folded: String)] {
        let (kept, generation) = copy.read()
        if let kept { return kept }
        let capacity = Self.capacity
        let rows = try await database.read { db in
            // `id` grows with every save, so it orders by recency even when the clock does not move.
            try Row.fetchAll(
                db, sql: "SELECT text, folded FROM recent_movie_query ORDER BY id DESC LIMIT ?", arguments: [capacity]
            )
            .map { row -> (text: String, folded: String)? in
                try? (
                    text: row.decode(String.self, forColumn: "text"),
                    folded: row.decode(String.self, forColumn: "folded")
                )
            }
        }
        // A row that cannot be read (bytes that are no text) is left out, and kept in the file.
        let texts = rows.compactMap(\.self)
        if texts.count < rows.count {
            logger.warning(
                "Recent searches that cannot be read are not shown", metadata: ["count": "\(rows.count - texts.count)"])
        }
        copy.install(texts, ifStill: generation)
        return texts
    }

    /// Saves `query` as the most recent one; a failure is logged and thrown as a `StorageError` (a full disk, a
    /// read-only directory), never swallowed. A cancelled save is no failure: it throws `CancellationError`.
    public func save(_ query: MovieQuery) async throws {
        do {
            try await insert(query)
        } catch {
            guard let failure = StorageError.of(error) else { throw CancellationError() }
            logger.error("A recent search could not be saved", metadata: ["error": "\(error)"])
            throw failure
        }
    }

    private func insert(_ query: MovieQuery) async throws {
        let savedAt = now().timeIntervalSince1970
        let capacity = Self.capacity
        // The query searched most recently is searched again on every page load of its list; it is already
        // first, so the copy spares the write (and, for the same text, the folding).
        let newest = try await recentTexts().first
        let text = query.text
        guard newest?.text != text else { return }
        let folded = Self.folded(text)
        guard newest?.folded != folded else { return }
        try await database.write { [copy] db in
            try db.execute(sql: "DELETE FROM recent_movie_query WHERE folded = ?", arguments: [folded])
            try db.execute(
                sql: "INSERT INTO recent_movie_query (text, folded, savedAt) VALUES (?, ?, ?)",
                arguments: [text, folded, savedAt])
            try db.execute(
                sql: """
                    DELETE FROM recent_movie_query WHERE id NOT IN (
                        SELECT id FROM recent_movie_query ORDER BY id DESC LIMIT ?)
                    """,
                arguments: [capacity])
            // The copy changes as the file does, in the order the writes commit.
            db.afterNextTransaction { _ in copy.didSave(text: text, folded: folded, capacity: capacity) }
        }
    }

    /// Deletes the query equal to `query` without regard to case; a failure is logged and thrown.
    public func remove(_ query: MovieQuery) async throws {
        let folded = Self.folded(query.text)
        do {
            try await database.write { [copy] db in
                try db.execute(sql: "DELETE FROM recent_movie_query WHERE folded = ?", arguments: [folded])
                db.afterNextTransaction { _ in copy.didRemove(folded: folded) }
            }
        } catch {
            logger.error("A recent search could not be removed", metadata: ["error": "\(error)"])
            throw error
        }
    }

    static func folded(_ text: String) -> String {
        text.folding(options: .caseInsensitive, locale: nil)
    }
}

/// The recent queries as the file holds them, newest first, once read; each committed save or removal changes
/// them and counts a generation, so a read that ran while one committed is not kept.
private final class QueriesCopy: Sendable {
    private let state = Mutex<(texts: [(text: String, folded: String)]?, generation: Int)>((nil, 0))

    func read() -> (texts: [(text: String, folded: String)]?, generation: Int) {
        state.withLock { ($0.texts, $0.generation) }
    }

    func install(_ texts: [(text: String, folded: String)], ifStill generation: Int) {
        state.withLock { state in
            if state.generation == generation { state.texts = texts }
        }
    }

    func didSave(text: String, folded: String, capacity: Int) {
        state.withLock { state in
            state.generation += 1
            guard var texts = state.texts else { return }
            texts.removeAll { $0.folded == folded }
            texts.insert((text, folded), at: 0)
            state.texts = Array(texts.prefix(capacity))
        }
    }

    func didRemove(folded: String) {
        state.withLock { state in
            state.generation += 1
            state.texts?.removeAll { $0.folded == folded }
        }
    }
}
