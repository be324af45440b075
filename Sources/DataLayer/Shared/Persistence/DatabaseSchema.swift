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
        return migrator
    }
}
