import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct SQLiteResponseCacheStoreTests {
    struct Page: Codable, Equatable {
        var items: [String]
    }

    func withStore(
        policy: CachePolicy, clock: TestWallClock, _ body: (SQLiteResponseCacheStore) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            try await body(
                SQLiteResponseCacheStore(database: database, namespace: "test", policy: policy, now: clock.nowFunction))
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
            // NB: a read marks an entry used at most once a minute.
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
            // NB: another writer changes the row behind the store's back, which the app never does.
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
            // NB: past a minute a read marks the entry used in the file, so only a read answers it.
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
                // NB: an immediate task runs here until it first waits; reading the file would leave `value` nil.
                Task.immediate { value = try? await store.value(Page.self, forKey: "k") }
                return value
            }
            #expect(answered == Page(items: ["a"]))
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
