import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

@Suite struct MyGroupImagesRepositoryTests {
    func withCachedRepository(
        baseURL: URL, _ body: (CachedMyGroupImagesRepository) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            let store = SQLiteImageCacheStore(
                database: database, policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20))
            let loader = CachedImageLoader(store: store, logger: LogCapture().logger())
            try await body(
                CachedMyGroupImagesRepository(loader: loader, baseURL: baseURL, logger: LogCapture().logger()))
        }
    }

    let hiking = MyGroupFixtures.groups[0]

    @Test func thePlaceholderIsAnSVGSeededByTheImagePathAndLabelledWithTheName() async throws {
        let repository = PlaceholderMyGroupImagesRepository()
        let image = try await repository.image(for: hiking)
        #expect(image.contentType == "image/svg+xml")
        let svg = String(decoding: image.bytes, as: UTF8.self)
        #expect(svg.hasPrefix("<svg") && svg.contains("Hiking club") && !svg.contains("<text"))
        #expect(try await repository.image(for: hiking) == image)
        var other = hiking
        other.image = "/images/groups/2.svg"
        #expect(try await repository.image(for: other) != image)
    }

    @Test func anAbsoluteImageIsFetchedOnceThenServedFromTheCache() async throws {
        try await withStagingAPI { api in
            try await withCachedRepository(baseURL: api.baseURL) { repository in
                var group = hiking
                group.image = try api.url("/images/groups/1.svg").absoluteString
                let first = try await repository.image(for: group)
                let second = try await repository.image(for: group)
                #expect(first == second)
                #expect(first.contentType == "image/png")
                #expect(Array(first.bytes).starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                #expect(await api.requestCount(path: "/images/groups/1.svg") == 1)
            }
        }
    }

    @Test func aRelativeImageIsResolvedOnTheGroupsService() async throws {
        try await withStagingAPI { api in
            try await withCachedRepository(baseURL: api.baseURL) { repository in
                _ = try await repository.image(for: hiking)
                #expect(await api.requestCount(path: "/images/groups/1.svg") == 1)
            }
        }
    }

    @Test func anImageThatCannotBeLoadedIsThePlaceholder() async throws {
        let placeholder = try await PlaceholderMyGroupImagesRepository().image(for: hiking)
        try await withStagingAPI { api in
            try await withCachedRepository(baseURL: api.baseURL) { repository in
                var missing = hiking
                missing.image = "/images/groups/none.png"
                let image = try await repository.image(for: missing)
                #expect(image.contentType == "image/svg+xml")
            }
        }
        let closed = try closedPortURL()
        try await withCachedRepository(baseURL: closed) { repository in
            let image = try await repository.image(for: hiking)
            #expect(image == placeholder)
        }
    }

    @Test func aReferenceThatIsNotAnHTTPURLIsThePlaceholderWithoutARequest() async throws {
        try await withCachedRepository(baseURL: try #require(URL(string: "http://127.0.0.1:9"))) { repository in
            var group = hiking
            group.image = "file:///etc/passwd"
            let placeholder = try await PlaceholderMyGroupImagesRepository().image(for: group)
            #expect(try await repository.image(for: group) == placeholder)
        }
    }
}
