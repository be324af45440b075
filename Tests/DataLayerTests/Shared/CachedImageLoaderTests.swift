import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct CachedImageLoaderTests {
    func withLoader(_ body: (CachedImageLoader, SQLiteImageCacheStore) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            let store = SQLiteImageCacheStore(
                database: database, policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20))
            try await body(CachedImageLoader(store: store, logger: LogCapture().logger()), store)
        }
    }

    @Test func anImageIsFetchedOnceThenServedFromTheCache() async throws {
        try await withStagingAPI { api in
            try await withLoader { loader, store in
                let url = try api.url("/sprites/pokemon/1.png")
                let first = try await loader.image(at: url)
                let second = try await loader.image(at: url)
                #expect(first == second)
                #expect(first.contentType == "image/png")
                #expect(Array(first.bytes).starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                #expect(await api.requestCount(path: "/sprites/pokemon/1.png") == 1)
                #expect(try await store.image(for: url) == first)
            }
        }
    }

    @Test func concurrentRequestsForOneImageShareOneFetch() async throws {
        try await withStagingAPI { api in
            try await withLoader { loader, _ in
                let url = try api.url("/avatars/u/7")
                try await withThrowingTaskGroup(of: ImageData.self) { group in
                    for _ in 0..<5 { group.addTask { try await loader.image(at: url) } }
                    for try await _ in group {}
                }
                #expect(await api.requestCount(path: "/avatars/u/7") == 1)
            }
        }
    }

    @Test func aMissingImageIsNotFound() async throws {
        try await withStagingAPI { api in
            try await withLoader { loader, _ in
                await #expect(throws: DomainError.notFound) {
                    try await loader.image(at: try api.url("/t/p/w999/none.jpg"))
                }
            }
        }
    }

    @Test func aClosedPortIsOffline() async throws {
        let closed = try await withStagingAPI { api in try api.url("/avatars/u/1") }
        try await withLoader { loader, _ in
            await #expect(throws: DomainError.offline) { try await loader.image(at: closed) }
        }
    }
}
