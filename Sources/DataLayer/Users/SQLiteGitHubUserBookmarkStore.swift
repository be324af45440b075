import DomainLayer
import Foundation
import GRDB
import Logging

/// The bookmarked GitHub users in `strata.sqlite` (table `github_user_bookmark`), with what their row shows,
/// so they show offline and after the remote list stops returning them.
///
/// Each change is one statement in one transaction on a user-id primary key: a crash leaves the bookmark
/// either wholly there or wholly gone, never twice or half-written, and setting a bookmark to what it already
/// is changes nothing.
public struct SQLiteGitHubUserBookmarkStore: GitHubUserBookmarkRepository {
    private let database: DatabasePool
    private let pageReader: DatabaseQueue
    private let now: @Sendable () -> Date
    private let logger: Logger

    public init(
        database: SQLiteDatabase, now: @escaping @Sendable () -> Date = Date.init,
        logger: Logger = Logger(label: "strata.users.bookmarks")
    ) {
        self.database = database.writer
        self.pageReader = database.pageReader
        self.now = now
        self.logger = logger
    }

    /// The bookmarks from `offset`, newest first. A row that cannot be read (text where a time or a flag should
    /// be) is left out and logged, and kept in the file: what the user made is never deleted for it.
    public func bookmarks(limit: Int, offset: Int) async throws -> [GitHubUserBookmark] {
        guard limit > 0 else { return [] }
        let rows = try pageReader.readInPlace { db in
            // `sequence` grows with every bookmark, so it orders by recency when the clock does not move (or
            // moves back). Only the rows asked for are read. Each connection keeps the statement prepared: a
            // page load prepared it anew, a visible part of the Bookmarks page's database time.
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT userID, login, avatarURL, type, siteAdmin, htmlURL, addedAt FROM github_user_bookmark
                        ORDER BY addedAt DESC, sequence DESC LIMIT ? OFFSET ?
                        """),
                arguments: [limit, max(offset, 0)])
        }
        let bookmarks = rows.compactMap { try? Self.bookmark(in: $0) }
        if bookmarks.count < rows.count {
            logger.warning(
                "Bookmarks that cannot be read are not shown", metadata: ["count": "\(rows.count - bookmarks.count)"])
        }
        return bookmarks
    }

    /// The bookmark `row` holds; throws when a column is not what this store writes.
    private static func bookmark(in row: Row) throws -> GitHubUserBookmark {
        GitHubUserBookmark(
            user: GitHubUser(
                id: try row.decode(Int.self, forColumn: "userID"),
                login: try row.decode(String.self, forColumn: "login"),
                avatarURL: try row.decode(String.self, forColumn: "avatarURL"),
                type: GitHubUser.AccountType(gitHubType: try row.decode(String?.self, forColumn: "type")),
                isSiteAdmin: try row.decode(Bool.self, forColumn: "siteAdmin"),
                htmlURL: try row.decode(String?.self, forColumn: "htmlURL")),
            addedAt: Date(timeIntervalSince1970: try row.decode(Double.self, forColumn: "addedAt")))
    }

    public func bookmarkedIDs() async throws -> Set<Int> {
        try pageReader.readInPlace { db in
            Set(try Int.fetchAll(db.cachedStatement(sql: "SELECT userID FROM github_user_bookmark")))
        }
    }

    /// Adds the bookmark (`INSERT OR IGNORE`: an existing one keeps its row and time) or deletes it; returns
    /// whether a row changed. A failure is logged and thrown as a `StorageError` (a full disk, a read-only
    /// directory); a cancelled save (superseded by a later one for the same user) is no failure: it is logged
    /// at debug level and throws `CancellationError`.
    @discardableResult
    public func setBookmarked(_ isBookmarked: Bool, for user: GitHubUser) async throws -> Bool {
        let addedAt = now().timeIntervalSince1970
        return try await save(isBookmarked, for: user) { db in
            if isBookmarked {
                try Self.insert(user, addedAt: addedAt, in: db)
            } else {
                try db.execute(sql: "DELETE FROM github_user_bookmark WHERE userID = ?", arguments: [user.id])
            }
        }
    }

    /// Adds the bookmark with its own time (`INSERT OR IGNORE`, as `setBookmarked(_:for:)`), so Undo puts it back
    /// where it was among the bookmarks, newest first. Fails as `setBookmarked(_:for:)` does.
    @discardableResult
    public func restore(_ bookmark: GitHubUserBookmark) async throws -> Bool {
        try await save(true, for: bookmark.user) { db in
            try Self.insert(bookmark.user, addedAt: bookmark.addedAt.timeIntervalSince1970, in: db)
        }
    }

    private static func insert(_ user: GitHubUser, addedAt: Double, in db: Database) throws {
        // A restored bookmark gets a new `sequence`, which orders it only among bookmarks of its very time.
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO github_user_bookmark
                    (userID, login, avatarURL, type, siteAdmin, htmlURL, addedAt, sequence)
                VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(sequence), 0) + 1 FROM github_user_bookmark))
                """,
            arguments: [
                user.id, user.login, user.avatarURL, user.type.rawValue, user.isSiteAdmin, user.htmlURL, addedAt,
            ])
    }

    /// Runs `change` in one write transaction; returns whether a row changed.
    private func save(
        _ isBookmarked: Bool, for user: GitHubUser, _ change: @escaping @Sendable (Database) throws -> Void
    ) async throws -> Bool {
        do {
            return try await database.write { db in
                try change(db)
                return db.changesCount > 0
            }
        } catch {
            guard let failure = StorageError.of(error) else {
                logger.debug(
                    "A bookmark's save was cancelled",
                    metadata: ["userID": "\(user.id)", "bookmarked": "\(isBookmarked)"])
                throw CancellationError()
            }
            logger.error(
                "A bookmark could not be saved",
                metadata: ["userID": "\(user.id)", "bookmarked": "\(isBookmarked)", "error": "\(error)"])
            throw failure
        }
    }
}
