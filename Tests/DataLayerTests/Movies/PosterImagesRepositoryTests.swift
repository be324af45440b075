import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

@Suite struct PosterImagesRepositoryTests {
    @Test(arguments: [
        (-5, 92), (0, 92), (92, 92), (122, 92), (123, 154), (169, 154), (170, 185), (185, 185), (263, 185),
        (264, 342), (420, 342), (421, 500), (639, 500), (640, 780), (780, 780), (4000, 780),
    ])
    func theNearestTMDBWidthIsChosenTiesGoingToTheLarger(requested: Int, expected: Int) {
        #expect(TMDBPosterSize.nearest(to: requested) == expected)
    }

    func withRepository(
        _ imagesBaseURL: URL, _ body: (CachedPosterImagesRepository) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let store = SQLiteImageCacheStore(
                database: try MoviesDataTestSupport.cacheDatabase(in: directory),
                policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20))
            let loader = CachedImageLoader(store: store, logger: LogCapture().logger())
            try await body(CachedPosterImagesRepository(imagesBaseURL: imagesBaseURL, loader: loader))
        }
    }

    @Test func aPosterIsFetchedOnceAtTheNearestSize() async throws {
        try await withStagingAPI { api in
            try await withRepository(api.baseURL) { posters in
                let first = try await posters.poster(path: "/space1.svg", width: 180)
                let second = try await posters.poster(path: "/space1.svg", width: 190)
                let png = Array(first.bytes)

                #expect(first == second)
                #expect(first.contentType == "image/png")
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                let ihdr = png.count >= 24 ? png[16..<24].reduce(0) { $0 << 8 | UInt64($1) } : 0
                #expect(ihdr == 185 << 32 | 278, "IHDR: 185 × 278 pixels")
                #expect(await api.requestCount(path: "/t/p/w185/space1.svg") == 1)
                #expect(await api.requestCounts().keys.filter { $0.hasPrefix("/t/p/") } == ["/t/p/w185/space1.svg"])
            }
        }
    }

    @Test func anotherSizeIsAnotherImage() async throws {
        try await withStagingAPI { api in
            try await withRepository(api.baseURL.appendingPathComponent("/")) { posters in
                let small = try await posters.poster(path: "/space1.svg", width: 92)
                let large = try await posters.poster(path: "/space1.svg", width: 500)

                #expect(small != large)
                #expect(await api.requestCount(path: "/t/p/w92/space1.svg") == 1)
                #expect(await api.requestCount(path: "/t/p/w500/space1.svg") == 1)
            }
        }
    }

    @Test func aClosedPortIsOffline() async throws {
        let closed = try closedPortURL()
        try await withRepository(closed) { posters in
            await #expect(throws: DomainError.offline) { try await posters.poster(path: "/space1.svg", width: 185) }
        }
    }

    @Test func anUpstreamPageServedAsAPosterBecomesThePlaceholder() async throws {
        let page = Data("<!doctype html><script src=/pokemon/x/sprite></script>".utf8)
        try await withHostileUpstream(["/t/p/w92/x.jpg": .ok(page, contentType: "text/html")]) { upstream in
            try await withRepository(upstream.baseURL) { posters in
                let poster = try await posters.poster(path: "/x.jpg", width: 92)
                #expect(poster == (try await PlaceholderPosterImagesRepository().poster(path: "/x.jpg", width: 92)))
            }
        }
    }

    @Test func theDevPlaceholderIsASeededSVGAtTheNearestSize() async throws {
        let posters = PlaceholderPosterImagesRepository()
        let first = try await posters.poster(path: "/space1.svg", width: 180)
        let again = try await posters.poster(path: "/space1.svg", width: 185)
        let other = try await posters.poster(path: "/space2.svg", width: 185)
        let svg = String(decoding: first.bytes, as: UTF8.self)

        #expect(first.contentType == "image/svg+xml")
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains(#"width="185" height="278""#))
        #expect(first == again)
        #expect(first != other)
    }
}
