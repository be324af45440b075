import DataLayer
import DomainLayer
import Foundation
import GRDB
import Networking
import TestSupport
import Testing

/// The one image loader, against a hostile upstream: it asks only allowed origins, types images by their
/// bytes, caps their size, and keeps the cache files near the cap.
@Suite struct CachedImageLoaderTests {
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 7, count: 60)
    static let gif = Data("GIF89a".utf8) + Data(repeating: 1, count: 20)
    static let webp = Data("RIFF".utf8) + Data([0, 0, 0, 0]) + Data("WEBPVP8 ".utf8)

    func withLoader(
        maxBytes: Int = 1 << 20, timeout: TimeInterval = 60,
        _ body: (CachedImageLoader, SQLiteImageCacheStore, URL) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            let store = SQLiteImageCacheStore(
                database: database, policy: CachePolicy(maxAge: .seconds(3600), maxBytes: maxBytes))
            try await body(
                CachedImageLoader(store: store, timeout: timeout, logger: LogCapture().logger()), store, directory)
        }
    }

    func origins(_ upstream: HostileUpstream) -> Set<Origin> {
        Set([Origin(upstream.baseURL)].compactMap { $0 })
    }

    @Test func anImageIsTypedByItsBytesFetchedOnceThenServedFromTheCache() async throws {
        let answers: [String: HostileUpstream.Answer] = [
            "/a.png": .ok(PNGFixture.bytes, contentType: "text/html"),
            "/b.jpg": .ok(Self.jpeg, contentType: "text/javascript"),
            "/c.gif": .ok(Self.gif, contentType: "application/octet-stream"),
            "/d.webp": .ok(Self.webp, contentType: "image/svg+xml"),
        ]
        try await withHostileUpstream(answers) { upstream in
            try await withLoader { loader, store, _ in
                let expected = [
                    "/a.png": "image/png", "/b.jpg": "image/jpeg", "/c.gif": "image/gif", "/d.webp": "image/webp",
                ]
                for (path, type) in expected {
                    let first = try await loader.image(at: upstream.url(path), allowedOrigins: origins(upstream))
                    let second = try await loader.image(at: upstream.url(path), allowedOrigins: origins(upstream))
                    #expect(first.contentType == type)
                    #expect(first == second)
                    #expect(upstream.received(path: path).count == 1)
                    #expect(try await store.image(for: upstream.url(path))?.bytes == first.bytes)
                }
            }
        }
    }

    @Test(arguments: [
        "<!doctype html><script>fetch('/movies')</script>", "alert(document.cookie)",
        "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>", "",
    ])
    func bytesThatAreNotAnImageAreRefusedWhateverTheirType(body: String) async throws {
        try await withHostileUpstream(["/x.png": .ok(Data(body.utf8), contentType: "image/png")]) { upstream in
            try await withLoader { loader, store, _ in
                await #expect(throws: DomainError.badData(details: "The image could not be read.")) {
                    try await loader.image(at: upstream.url("/x.png"), allowedOrigins: origins(upstream))
                }
                let stored = try await store.image(for: upstream.url("/x.png"))
                #expect(stored == nil)
            }
        }
    }

    @Test func anotherOriginIsNeverAsked() async throws {
        try await withHostileUpstream(["/sprite.png": .ok(PNGFixture.bytes, contentType: "image/png")]) { other in
            try await withHostileUpstream([:]) { allowed in
                try await withLoader { loader, _, _ in
                    for url in [other.url("/sprite.png"), URL(fileURLWithPath: "/etc/passwd")] {
                        await #expect(throws: DomainError.self) {
                            try await loader.image(at: url, allowedOrigins: origins(allowed))
                        }
                    }
                    #expect(other.allReceived.isEmpty)
                }
            }
        }
    }

    @Test func anImagePastTheSizeCapIsRefusedAfterReadingNoMoreThanTheCap() async throws {
        let huge = Data(PNGFixture.bytes) + Data(count: CachedImageLoader.maxImageBytes)
        try await withHostileUpstream(["/huge.png": .ok(huge, contentType: "image/png", chunked: true)]) { upstream in
            // Five megabytes in small chunks take a debug build beside a whole parallel run past the usual 15 s;
            // the cap is what is tested, not the time.
            try await withLoader(timeout: 120) { loader, _, _ in
                await #expect(throws: DomainError.badData(details: "The answer was larger than 5120 KiB.")) {
                    try await loader.image(at: upstream.url("/huge.png"), allowedOrigins: origins(upstream))
                }
            }
        }
    }

    @Test func concurrentRequestsForOneImageShareOneFetch() async throws {
        try await withHostileUpstream(["/u/7": .ok(PNGFixture.bytes, contentType: "image/png")]) { upstream in
            try await withLoader { loader, _, _ in
                let allowed = origins(upstream)
                try await withThrowingTaskGroup(of: ImageData.self) { group in
                    for _ in 0..<5 {
                        group.addTask { try await loader.image(at: upstream.url("/u/7"), allowedOrigins: allowed) }
                    }
                    for try await _ in group {}
                }
                #expect(upstream.received(path: "/u/7").count == 1)
            }
        }
    }

    @Test func theCacheFilesStayNearTheCapWALIncluded() async throws {
        let cap = 1 << 20
        var answers: [String: HostileUpstream.Answer] = [:]
        for index in 0..<40 {
            answers["/\(index).png"] = .ok(
                PNGFixture.bytes + Data(repeating: UInt8(index), count: 100_000), contentType: "image/png")
        }
        try await withHostileUpstream(answers) { upstream in
            try await withLoader(maxBytes: cap) { loader, _, directory in
                for index in 0..<40 {
                    _ = try await loader.image(at: upstream.url("/\(index).png"), allowedOrigins: origins(upstream))
                }
                let onDisk = try ["cache.sqlite", "cache.sqlite-wal"].reduce(0) { total, name in
                    let path = directory.appendingPathComponent(name).path
                    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
                    return total + size
                }
                // 40 images of ~100 kB went through a 1 MiB cache (4 MB in all); page overhead aside, the
                // files hold the cap, not everything that passed through.
                #expect(onDisk < cap + cap / 2, "cache.sqlite + WAL: \(onDisk) bytes")
            }
        }
    }

    @Test func anImageLargerThanAnEighthOfTheCapIsServedButNotStored() async throws {
        let large = PNGFixture.bytes + Data(count: 200_000)
        try await withHostileUpstream(["/large.png": .ok(large, contentType: "image/png")]) { upstream in
            try await withLoader(maxBytes: 1 << 20) { loader, store, _ in
                let image = try await loader.image(at: upstream.url("/large.png"), allowedOrigins: origins(upstream))
                #expect(image.bytes.count == large.count)
                #expect(try await store.image(for: upstream.url("/large.png")) == nil)
            }
        }
    }

    @Test func aClosedPortIsOffline() async throws {
        // A port kept closed for the whole run: a stopped server's port can be handed to another test's server.
        let closed = try closedPortURL().appending(path: "avatars/u/1")
        try await withLoader { loader, _, _ in
            await #expect(throws: DomainError.offline) {
                try await loader.image(at: closed, allowedOrigins: Set([Origin(closed)].compactMap { $0 }))
            }
        }
    }
}
