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
    private let now: @Sendable () -> Date
    private let logger: Logger

    public init(
        database: SQLiteDatabase, now: @escaping @Sendable () -> Date = Date.init,
        logger: Logger = Logger(label: "strata.users.bookmarks")
    ) {
        self.database = database.writer
        self.now = now
        self.logger = logger
    }

    public func bookmarks(limit: Int, offset: Int) async throws -> [GitHubUserBookmark] {
        guard limit > 0 else { return [] }
        return try await database.read { db in
            // NB: `sequence` grows with every bookmark, so it orders by recency when the clock does not move (or
            // moves back). Only the rows asked for are read.
            try Row.fetchAll(
                db,
                sql: """
                    SELECT userID, login, avatarURL, addedAt FROM github_user_bookmark
                    ORDER BY addedAt DESC, sequence DESC LIMIT ? OFFSET ?
                    """,
                arguments: [limit, max(offset, 0)]
            )
            .map { row in
                GitHubUserBookmark(
                    user: GitHubUser(id: row["userID"], login: row["login"], avatarURL: row["avatarURL"]),
                    addedAt: Date(timeIntervalSince1970: row["addedAt"]))
            }
        }
    }

    public func bookmarkedIDs() async throws -> Set<Int> {
        try await database.read { db in
            Set(try Int.fetchAll(db, sql: "SELECT userID FROM github_user_bookmark"))
        }
    }

    /// Adds the bookmark (`INSERT OR IGNORE`: an existing one keeps its row and time) or deletes it; returns
    /// whether a row changed. A failure is logged and thrown as a `StorageError` (a full disk, a read-only
    /// directory); a cancelled save (superseded by a later one for the same user) is no failure: it is logged
    /// at debug level and throws `CancellationError`.
    @discardableResult
    public func setBookmarked(_ isBookmarked: Bool, for user: GitHubUser) async throws -> Bool {
        let addedAt = now().timeIntervalSince1970
        do {
            return try await database.write { db in
                if isBookmarked {
                    try db.execute(
                        sql: """
                            INSERT OR IGNORE INTO github_user_bookmark (userID, login, avatarURL, addedAt, sequence)
                            VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(sequence), 0) + 1 FROM github_user_bookmark))
                            """,
                        arguments: [user.id, user.login, user.avatarURL, addedAt])
                } else {
                    try db.execute(sql: "DELETE FROM github_user_bookmark WHERE userID = ?", arguments: [user.id])
                }
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
