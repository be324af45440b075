import GRDB

/// The migrations of Strata's two database files. A scene adds its tables as new migrations at the end,
/// never by editing a shipped one.
public enum DatabaseSchema {
    /// `cache.sqlite`: everything that can be fetched again.
    public static var cache: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 response cache") { db in
            try db.create(table: "response_cache") { table in
                table.column("namespace", .text).notNull()
                table.column("key", .text).notNull()
                table.column("value", .blob).notNull()
                table.column("byteCount", .integer).notNull()
                table.column("storedAt", .double).notNull()
                table.column("accessedAt", .double).notNull()
                table.primaryKey(["namespace", "key"])
            }
            try db.create(
                index: "response_cache_by_access", on: "response_cache", columns: ["namespace", "accessedAt"])
        }
        migrator.registerMigration("v2 image cache") { db in
            try db.create(table: "image_cache") { table in
                table.primaryKey("url", .text)
                table.column("bytes", .blob).notNull()
                table.column("contentType", .text).notNull()
                table.column("storedAt", .double).notNull()
                table.column("accessedAt", .double).notNull()
            }
            try db.create(index: "image_cache_by_access", on: "image_cache", columns: ["accessedAt"])
        }
        migrator.registerMigration("v3 images in the response cache") { db in
            // Images moved to `response_cache` (namespace `images`), so one store keeps every cache's limits;
            // the images cached before are fetched again.
            try db.drop(table: "image_cache")
        }
        return migrator
    }

    /// `strata.sqlite`: what the user made (settings now; bookmarks and history as scenes land).
    public static var userData: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 settings") { db in
            try db.create(table: "setting") { table in
                table.primaryKey("key", .text)
                table.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2 recent movie queries") { db in
            try db.create(table: "recent_movie_query") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("text", .text).notNull()
                table.column("folded", .text).notNull().unique()
                table.column("savedAt", .double).notNull()
            }
        }
        migrator.registerMigration("v3 GitHub user bookmarks") { db in
            try db.create(table: "github_user_bookmark") { table in
                table.primaryKey("userID", .integer)
                table.column("login", .text).notNull()
                table.column("avatarURL", .text).notNull()
                table.column("addedAt", .double).notNull()
                // `userID` is the rowid, so it cannot tell which bookmark came last; `sequence` can.
                table.column("sequence", .integer).notNull().unique()
            }
        }
        registerGitHubUserBookmarkKinds(in: &migrator)
        return migrator
    }
}
