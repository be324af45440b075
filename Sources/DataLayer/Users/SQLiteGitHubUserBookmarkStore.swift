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

    public func bookmarks() async throws -> [GitHubUserBookmark] {
        try await database.read { db in
            // NB: `sequence` grows with every bookmark, so it orders by recency when the clock does not move (or
            // moves back).
            try Row.fetchAll(
                db,
                sql: """
                    SELECT userID, login, avatarURL, addedAt FROM github_user_bookmark
                    ORDER BY addedAt DESC, sequence DESC
                    """
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
    /// whether a row changed. A failure (a full disk, a read-only directory) is logged and thrown.
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
            logger.error(
                "A bookmark could not be saved",
                metadata: ["userID": "\(user.id)", "bookmarked": "\(isBookmarked)", "error": "\(error)"])
            throw error
        }
    }
}
