import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct SQLiteResponseCacheStoreTests {
    struct Page: CacheableValue, Equatable {
        var items: [String]

        /// A page holding `unreadable` is one the app could not have stored.
        func isReadable(storedAt: Date) -> Bool {
            !items.contains("unreadable")
        }
    }

    func withStore(
        policy: CachePolicy, clock: TestWallClock, _ body: (SQLiteResponseCacheStore) async throws -> Void
    ) async throws {
        try await withStore(policy: policy, clock: clock) { store, _ in try await body(store) }
    }

    func withStore(
        policy: CachePolicy = CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20), clock: TestWallClock,
        _ body: (SQLiteResponseCacheStore, SQLiteDatabase) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            try await body(
                SQLiteResponseCacheStore(database: database, namespace: "test", policy: policy, now: clock.nowFunction),
                database)
        }
    }

    /// Writes a row into the store's namespace as another program could: each column an SQL expression.
    func plant(
        _ database: SQLiteDatabase, key: String = "k", value: String = #"CAST('{"items":["a"]}' AS BLOB)"#,
        byteCount: String = "15", storedAt: String = "1700000000", accessedAt: String = "1700000000"
    ) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO response_cache (namespace, key, value, byteCount, storedAt, accessedAt)
                    VALUES ('test', ?, \(value), \(byteCount), \(storedAt), \(accessedAt))
                    """,
                arguments: [key])
        }
    }

    @Test func aStoredPageComesBackInItsOrder() async throws {
        try await withStore(policy: CachePolicy(maxAge: .seconds(60), maxBytes: 1 << 20), clock: TestWallClock()) {
            store in
            let page = Page(items: ["zeta", "alpha", "mu", "beta"])
            try await store.store(page, forKey: "q=a&page=1")
            #expect(try await store.value(Page.self, forKey: "q=a&page=1") == page)
            #expect(try await store.value(Page.self, forKey: "q=a&page=2") == nil)
        }
    }

    @Test func anEntryOlderThanTheAgeLimitIsNotServed() async throws {
        let clock = TestWallClock()
        try await withStore(policy: CachePolicy(maxAge: .seconds(60), maxBytes: 1 << 20), clock: clock) { store in
            try await store.store(Page(items: ["a"]), forKey: "k")
            clock.advance(by: .seconds(59))
            #expect(try await store.value(Page.self, forKey: "k") == Page(items: ["a"]))
            clock.advance(by: .seconds(2))
            #expect(try await store.value(Page.self, forKey: "k") == nil)
            #expect(try await store.usage().entries == 0)
        }
    }

    @Test func theSizeCapEvictsTheLeastRecentlyUsedFirst() async throws {
        let clock = TestWallClock()
        let item = String(repeating: "x", count: 100)
        try await withStore(policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 350), clock: clock) { store in
            // A read marks an entry used at most once a minute.
            for key in ["a", "b", "c"] {
                try await store.store(Page(items: [item]), forKey: key)
                clock.advance(by: .seconds(61))
            }
            _ = try await store.value(Page.self, forKey: "a")  // "a" is now the most recently used
            clock.advance(by: .seconds(61))
            try await store.store(Page(items: [item]), forKey: "d")

            #expect(try await store.value(Page.self, forKey: "b") == nil)
            #expect(try await store.value(Page.self, forKey: "a") != nil)
            #expect(try await store.value(Page.self, forKey: "d") != nil)
            #expect(try await store.usage().bytes <= 350)
        }
    }

    @Test func aValueReadWithinAMinuteIsAnsweredFromMemoryAndThenFromTheFileAgain() async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            let store = SQLiteResponseCacheStore(
                database: database, namespace: "test", policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20),
                now: clock.nowFunction)
            try await store.store(Page(items: ["a"]), forKey: "k")
            // Another writer changes the row behind the store's back, which the app never does.
            try await database.writer.write { db in
                try db.execute(
                    sql: "UPDATE response_cache SET value = ? WHERE key = 'k'",
                    arguments: [try JSONEncoder().encode(Page(items: ["b"]))])
            }

            clock.advance(by: .seconds(59))
            #expect(try await store.value(Page.self, forKey: "k") == Page(items: ["a"]))
            clock.advance(by: .seconds(2))
            #expect(try await store.value(Page.self, forKey: "k") == Page(items: ["b"]))
        }
    }

    @Test func aValueIsInMemoryWhileAReadWouldAnswerItFromThereAndNotPastItsAge() async throws {
        let clock = TestWallClock()
        try await withStore(policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20), clock: clock) { store in
            #expect(store.valueInMemory(Page.self, forKey: "k") == nil)
            try await store.store(Page(items: ["a"]), forKey: "k")
            #expect(store.valueInMemory(Page.self, forKey: "k") == Page(items: ["a"]))
            #expect(store.valueInMemory(Page.self, forKey: "other") == nil)

            clock.advance(by: .seconds(59))
            #expect(store.valueInMemory(Page.self, forKey: "k", maxAge: .seconds(60)) == Page(items: ["a"]))
            #expect(store.valueInMemory(Page.self, forKey: "k", maxAge: .seconds(30)) == nil)
            clock.advance(by: .seconds(2))
            // Past a minute a read marks the entry used in the file, so only a read answers it.
            #expect(store.valueInMemory(Page.self, forKey: "k") == nil)
            #expect(try await store.value(Page.self, forKey: "k") == Page(items: ["a"]))
            #expect(store.valueInMemory(Page.self, forKey: "k") == Page(items: ["a"]))
        }
    }

    @Test func aValueReadLatelyIsAnsweredWhereAskedWithoutWaiting() async throws {
        try await withStore(policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20), clock: TestWallClock()) {
            store in
            try await store.store(Page(items: ["a"]), forKey: "k")
            let answered = await MainActor.run {
                var value: Page?
                // An immediate task runs here until it first waits; reading the file would leave `value` nil.
                Task.immediate { value = try? await store.value(Page.self, forKey: "k") }
                return value
            }
            #expect(answered == Page(items: ["a"]))
        }
    }

    /// A row as another program could leave it, each column an SQL expression; the clock reads 1,700,000,000.
    struct PlantedRow: CustomTestStringConvertible, Sendable {
        var name: String
        var value = #"CAST('{"items":["a"]}' AS BLOB)"#
        var storedAt = "1700000000"
        var accessedAt = "1700000000"

        var testDescription: String { name }
    }

    static let unreadableRows = [
        PlantedRow(name: "a stored time that is text", storedAt: "'yesterday'"),
        PlantedRow(name: "a use time that is text", accessedAt: "'soon'"),
        PlantedRow(name: "a stored time of 1e300", storedAt: "1e300"),
        PlantedRow(name: "a stored time of infinity", storedAt: "9e999"),
        PlantedRow(name: "a stored time of minus infinity", storedAt: "-9e999"),
        PlantedRow(name: "a stored time 30 days ahead", storedAt: "1700000000 + 30 * 86400"),
        PlantedRow(name: "a use time 30 days ahead", accessedAt: "1700000000 + 30 * 86400"),
        PlantedRow(name: "bytes that are a number", value: "42"),
        PlantedRow(name: "bytes that are not JSON", value: "X'00FF7B'"),
        PlantedRow(name: "JSON of another shape", value: #"'{"items":7}'"#),
        PlantedRow(name: "a value the app could not have stored", value: #"'{"items":["unreadable"]}'"#),
    ]

    /// A row the file's integrity check passes but that cannot be read is a miss, never a trap (a text time
    /// once hit GRDB's non-throwing subscript), and is deleted as it is found; the page stored next reads back.
    @Test(arguments: unreadableRows)
    func aRowThatCannotBeReadIsAMissAndIsDropped(row: PlantedRow) async throws {
        try await withStore(clock: TestWallClock()) { store, database in
            try await plant(database, value: row.value, storedAt: row.storedAt, accessedAt: row.accessedAt)
            #expect(try await store.value(Page.self, forKey: "k") == nil)
            #expect(try await store.usage().entries == 0)

            try await store.store(Page(items: ["fresh"]), forKey: "k")
            #expect(try await store.value(Page.self, forKey: "k") == Page(items: ["fresh"]))
            #expect(try await store.usage().entries == 1)
        }
    }

    /// Stored while the clock was set 30 days ahead, an entry is not fresh once the clock is right: it is a
    /// miss and is dropped, where it was served as current until the clock caught up.
    @Test func anEntryStoredByAClockSetAheadIsAMissOnceTheClockIsRight() async throws {
        let clock = TestWallClock()
        try await withStore(clock: clock) { store, database in
            let ahead = SQLiteResponseCacheStore(
                database: database, namespace: "test", policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20),
                now: { clock.now.addingTimeInterval(30 * 86_400) })
            try await ahead.store(Page(items: ["from the future"]), forKey: "k")
            #expect(try await store.value(Page.self, forKey: "k") == nil)
            #expect(try await store.usage().entries == 0)
        }
    }

    /// A clock set back a little (as a time service corrects it) leaves what it stored readable.
    @Test func anEntryStoredAMinuteAheadOfTheClockIsRead() async throws {
        try await withStore(clock: TestWallClock()) { store, database in
            try await plant(database, storedAt: "1700000060", accessedAt: "1700000060")
            #expect(try await store.value(Page.self, forKey: "k") == Page(items: ["a"]))
            #expect(try await store.usage().entries == 1)
        }
    }

    /// A size no entry has (`1e300`, a negative beyond any, text) neither overflows the cap's sum nor traps (a
    /// size of `1e300` trapped the usage and the trim): the usage stays a count of bytes, and the next store
    /// trims the namespace and keeps what it stored.
    @Test(arguments: ["1e300", "-9223372036854775808", "9223372036854775807", "'big'", "9e999"])
    func aSizeNoEntryHasNeitherOverflowsNorTraps(byteCount: String) async throws {
        try await withStore(policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1_000), clock: TestWallClock()) {
            store, database in
            // Used before the page stored next, so the trim deletes it first.
            try await plant(
                database, key: "planted", byteCount: byteCount, storedAt: "1699999000", accessedAt: "1699999000")
            let usage = try await store.usage()
            #expect(usage.entries == 1)
            #expect((0...(1 << 53)).contains(usage.bytes))

            try await store.store(Page(items: ["fresh"]), forKey: "k")
            #expect(try await store.value(Page.self, forKey: "k") == Page(items: ["fresh"]))
        }
    }

    /// Bytes in the image cache that are no image are a miss, and are deleted.
    @Test func aCachedImageThatIsNoImageIsAMissAndIsDropped() async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            let images = SQLiteImageCacheStore(
                database: database, policy: CachePolicy(maxAge: .seconds(60), maxBytes: 1 << 20))
            let url = try #require(URL(string: "https://images.example/0.png"))
            try await database.writer.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO response_cache (namespace, key, value, byteCount, storedAt, accessedAt)
                        VALUES ('images', ?, X'3C68746D6C3E', 6, ?, ?)
                        """,
                    arguments: [url.absoluteString, Date().timeIntervalSince1970, Date().timeIntervalSince1970])
            }
            #expect(try await images.image(for: url) == nil)
            let left = try await database.writer.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM response_cache")
            }
            #expect(left == 0)
        }
    }

    @Test func theImageCacheIsTrimmedWithoutTouchingTheResponses() async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            let responses = SQLiteResponseCacheStore(
                database: database, namespace: "movies", policy: CachePolicy(maxAge: .seconds(60), maxBytes: 1 << 20))
            let images = SQLiteImageCacheStore(
                database: database, policy: CachePolicy(maxAge: .seconds(60), maxBytes: 8 * PNGFixture.bytes.count))
            try await responses.store(Page(items: ["a"]), forKey: "k")
            for index in 0..<10 {
                try await images.store(
                    ImageData(bytes: PNGFixture.bytes, contentType: "image/png"),
                    for: try #require(URL(string: "https://images.example/\(index).png")))
            }

            #expect(try await images.image(for: try #require(URL(string: "https://images.example/0.png"))) == nil)
            #expect(try await images.image(for: try #require(URL(string: "https://images.example/9.png"))) != nil)
            #expect(try await responses.value(Page.self, forKey: "k") == Page(items: ["a"]))
        }
    }
}
