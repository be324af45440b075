import DataLayer
import DomainLayer
import Foundation
import Networking
import StagingAPI
import TestSupport
import Testing

@Suite struct GitHubAvatarRepositoryTests {
    /// Runs `body` with an image loader over a temporary `cache.sqlite`, and its store.
    func withImages(_ body: (CachedImageLoader, SQLiteImageCacheStore) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                migrator: DatabaseSchema.cache)
            let store = SQLiteImageCacheStore(
                database: database, policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20))
            try await body(CachedImageLoader(store: store, logger: Fixtures.quietLogger()), store)
        }
    }

    @Test func anAvatarIsFetchedOnceFromTheAddressTheUsersGiveThenServedFromTheCache() async throws {
        try await withStagingAPI(dataset: UsersDataFixtures.dataset(userIDs: [7, 8])) { api in
            try await withImages { images, store in
                let avatarsBaseURL = api.baseURL.appendingPathComponent("avatars")
                let listed = try await UsersDataFixtures.gitHub(baseURL: api.baseURL).page(since: 0, perPage: 1)
                let bundled = try await BundledGitHubUserDataSource(
                    users: [Fixtures.user(id: 7)], avatarsBaseURL: avatarsBaseURL.absoluteString
                )
                .page(since: 0, perPage: 1)
                let address = try #require(URL(string: "\(avatarsBaseURL.absoluteString)/u/7?v=4"))
                #expect(listed.users.map(\.avatarURL) == [address.absoluteString])
                #expect(bundled.users.map(\.avatarURL) == [address.absoluteString])

                let avatars = CachedGitHubAvatarRepository(images: images, avatarsBaseURL: avatarsBaseURL)
                async let concurrent = avatars.avatar(userID: 7)
                let first = try await avatars.avatar(userID: 7)
                let second = try await avatars.avatar(userID: 7)
                #expect(try await concurrent == first)
                #expect(first == second)
                #expect(first.contentType == "image/png")
                #expect(try await store.image(for: address) == first)
                let afterRestart = CachedGitHubAvatarRepository(images: images, avatarsBaseURL: avatarsBaseURL)
                #expect(try await afterRestart.avatar(userID: 7) == first)
                #expect(await api.requestCount(path: "/avatars/u/7") == 1)

                let other = try await avatars.avatar(userID: 8)
                #expect(other.contentType == "image/png")
                #expect(other != first)
                #expect(
                    await api.requestCounts().filter { $0.key.hasPrefix("/avatars/") } == [
                        "/avatars/u/7": 1, "/avatars/u/8": 1,
                    ])
            }
        }
    }

    @Test func aMissingAvatarIsNotFoundAndNothingIsCached() async throws {
        try await withStagingAPI { api in
            try await withImages { images, store in
                let avatarsBaseURL = api.baseURL.appendingPathComponent("avatars")
                let avatars = CachedGitHubAvatarRepository(images: images, avatarsBaseURL: avatarsBaseURL)
                for id in [0, -3] {
                    await #expect(throws: DomainError.notFound) { try await avatars.avatar(userID: id) }
                    let address = try #require(URL(string: "\(avatarsBaseURL.absoluteString)/u/\(id)?v=4"))
                    #expect(try await store.image(for: address) == nil)
                }
                #expect(await api.requestCount(path: "/avatars/u/0") == 1)
                #expect(await api.requestCount(path: "/avatars/u/-3") == 1)
            }
        }
    }

    @Test func anAvatarThatIsNotAnImageIsThePlaceholder() async throws {
        let page = Data("<script>alert(document.cookie)</script>".utf8)
        try await withHostileUpstream(["/u/9": .ok(page, contentType: "image/png")]) { upstream in
            try await withImages { images, _ in
                // A trailing slash on the base names the same address.
                let avatars = CachedGitHubAvatarRepository(images: images, avatarsBaseURL: upstream.url("/"))
                let avatar = try await avatars.avatar(userID: 9)
                #expect(avatar == (try await PlaceholderGitHubAvatarRepository().avatar(userID: 9)))
                #expect(upstream.allReceived.map { "\($0.path)?\($0.query ?? "")" } == ["/u/9?v=4"])
            }
        }
    }

    @Test func anUnreachableServerIsOfflineNotAPlaceholder() async throws {
        let stopped = try closedPortURL()
        try await withImages { images, _ in
            let avatars = CachedGitHubAvatarRepository(images: images, avatarsBaseURL: stopped)
            await #expect(throws: DomainError.offline) { try await avatars.avatar(userID: 1) }
        }
    }

    @Test func theGeneratedAvatarIsAnIdenticonWithoutTextThatDiffersPerUser() async throws {
        let placeholders = PlaceholderGitHubAvatarRepository()
        var seen: Set<Data> = []
        for id in [1, 2, 3, 583_231] {
            let avatar = try await placeholders.avatar(userID: id)
            let svg = String(decoding: avatar.bytes, as: UTF8.self)
            #expect(avatar.contentType == "image/svg+xml")
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.hasSuffix("</svg>"))
            // GitHub's kind of identicon: square cells of 70 pixels in a 420-pixel square.
            #expect(svg.contains("width=\"420\" height=\"420\"") && svg.contains("width=\"70\" height=\"70\""))
            #expect(!svg.contains("<text"))
            #expect(try await placeholders.avatar(userID: id) == avatar, "the same user, the same avatar")
            seen.insert(avatar.bytes)
        }
        #expect(seen.count == 4)
    }
}
