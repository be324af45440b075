import GRDB

extension DatabaseSchema {
    /// `v4`: a bookmark keeps the account's type and whether it is GitHub staff, so its row shows them offline.
    /// The columns have defaults, so a file made before opens with every bookmark kept (as a user, not staff,
    /// until it is starred again).
    static func registerGitHubUserBookmarkKinds(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4 GitHub user bookmarks keep type and site admin") { db in
            try db.alter(table: "github_user_bookmark") { table in
                table.add(column: "type", .text).notNull().defaults(to: "User")
                table.add(column: "siteAdmin", .boolean).notNull().defaults(to: false)
            }
        }
        // A bookmark made before keeps no page: its row links nowhere until it is starred again.
        migrator.registerMigration("v5 GitHub user bookmarks keep the user's page") { db in
            try db.alter(table: "github_user_bookmark") { table in
                table.add(column: "htmlURL", .text)
            }
        }
    }
}
