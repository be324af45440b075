import Foundation
import PresentationLayer
import StagingAPI
import Synchronization
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The whole app in the real phase against upstreams that lie: pages served as images, image URLs that
/// point at other local servers, cookies, echoed keys, control characters. Each was a finding of a probe.
@Suite struct HostileUpstreamAppTests {
    let app = StrataAppTests()

    static func details(spriteURL: String) -> HostileUpstream.Answer {
        .json(
            #"{"id":25,"name":"pikachu","height":4,"weight":60,"abilities":[],"types":[],"stats":[],"sprites":{"front_default":"\#(spriteURL)"}}"#
        )
    }

    static func searchPage(title: String) -> String {
        #"{"page":1,"total_pages":1,"total_results":1,"results":[{"id":7,"title":"\#(title)","overview":""}]}"#
    }

    @Test func anUpstreamPageServedAsAPosterOrSpriteIsNeverServedAsStrata() async throws {
        let script = Data("document.title='owned'".utf8)
        let page = Data("<!doctype html><script src=/pokemon/pikachu/sprite></script>".utf8)
        try await withHostileUpstream([
            "/t/p/w92/x.jpg": .ok(page, contentType: "text/html"),
            "/api/v2/pokemon/pikachu": Self.details(spriteURL: "{{base}}/sprite.png"),
            "/sprite.png": .ok(script, contentType: "text/javascript"),
        ]) { upstream in
            let environment = [
                "TMDB_API_KEY": "k", "TMDB_IMAGE_BASE_URL": upstream.baseURL.absoluteString,
                "POKEAPI_BASE_URL": upstream.baseURL.absoluteString,
                "POKEAPI_SPRITES_BASE_URL": upstream.baseURL.absoluteString,
            ]
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                    let browser = NoScriptBrowser()
                    for path in ["/movies/posters/w92/x.jpg", "/pokemon/pikachu/sprite"] {
                        let (body, response) = try await browser.get(url, path)
                        #expect(response.statusCode == 200)
                        #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/svg+xml", "\(path)")
                        #expect(response.value(forHTTPHeaderField: "X-Content-Type-Options") == "nosniff")
                        #expect(
                            response.value(forHTTPHeaderField: "Content-Security-Policy")?.contains("sandbox") == true)
                        #expect(!String(decoding: body, as: UTF8.self).contains("script"))
                    }
                }
            }
        }
    }

    @Test func imageURLsNamingAnotherLocalServerAreNeverFetched() async throws {
        try await withHostileUpstream(["/": .ok(Data("<h1>another app</h1>".utf8), contentType: "text/html")]) {
            other in
            let groups = #"[{"image":"\#(other.url("/movies?query=ssrf"))","name":"Hikers","date":"2020.01.01 Wed"}]"#
            try await withHostileUpstream([
                "/groups": .json(groups),
                "/api/v2/pokemon/pikachu": Self.details(spriteURL: other.url("/").absoluteString),
            ]) { upstream in
                let environment = [
                    "GROUPS_BASE_URL": upstream.baseURL.absoluteString,
                    "POKEAPI_BASE_URL": upstream.baseURL.absoluteString,
                ]
                try await withTemporaryDirectory { directory in
                    try await app.withRunningApp(phase: .real, environment: environment, dataDirectory: directory) {
                        url in
                        let browser = NoScriptBrowser()
                        _ = try await browser.text(url, "/groups")
                        let card = try await browser.get(url, "/groups/images/Hikers")
                        let sprite = try await browser.get(url, "/pokemon/pikachu/sprite")
                        #expect(card.response.value(forHTTPHeaderField: "Content-Type") == "image/svg+xml")
                        #expect(sprite.response.value(forHTTPHeaderField: "Content-Type") == "image/svg+xml")
                        #expect(
                            other.allReceived.isEmpty, "the other server was asked: \(other.allReceived.map(\.path))")
                    }
                }
            }
        }
    }

    @Test func upstreamCookiesReachNoOtherBrowserAndStrataCookiesNoUpstream() async throws {
        let search = HostileUpstream.Answer(
            headers: [("Content-Type", "application/json"), ("Set-Cookie", "upstream=for-browser-a; Path=/")],
            body: Data(Self.searchPage(title: "Cookie").utf8))
        try await withHostileUpstream(["/3/search/movie": search]) { upstream in
            let environment = ["TMDB_API_KEY": "k", "TMDB_BASE_URL": upstream.baseURL.absoluteString]
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                    _ = try await NoScriptBrowser().get(url, "/movies?query=first")
                    _ = try await NoScriptBrowser().get(url, "/movies?query=second")
                    let received = upstream.received(path: "/3/search/movie")
                    #expect(received.count == 2)
                    #expect(received.allSatisfy { $0.headers["cookie"] == nil })
                }
            }
        }
    }

    @Test func aKeyEchoedByTheServiceIsNeverShown() async throws {
        let refusal = HostileUpstream.Answer(
            status: .unauthorized, headers: [("Content-Type", "application/json")],
            body: Data(#"{"status_code":7,"status_message":"Invalid API key: zz9-plural-z-alpha"}"#.utf8))
        try await withHostileUpstream(["/3/search/movie": refusal]) { upstream in
            let environment = ["TMDB_API_KEY": "zz9-plural-z-alpha", "TMDB_BASE_URL": upstream.baseURL.absoluteString]
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                    let page = String(
                        decoding: try await NoScriptBrowser().get(url, "/movies?query=key").body, as: UTF8.self)
                    #expect(page.contains("The service refused Strata’s key."))
                    #expect(!page.contains("zz9-plural-z-alpha") && !page.contains("Invalid API key"))
                }
            }
        }
    }

    @Test func controlCharactersInUpstreamTextNeverReachThePage() async throws {
        let answer = HostileUpstream.Answer.json(Self.searchPage(title: #"Nul\u0000Esc\u001b[31m<b>Bold</b>"#))
        try await withHostileUpstream(["/3/search/movie": answer]) { upstream in
            let environment = ["TMDB_API_KEY": "k", "TMDB_BASE_URL": upstream.baseURL.absoluteString]
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                    let page = String(
                        decoding: try await NoScriptBrowser().get(url, "/movies?query=nul").body, as: UTF8.self)
                    #expect(page.contains("NulEsc[31m&lt;b&gt;Bold&lt;/b&gt;"))
                    #expect(!page.unicodeScalars.contains { $0.value < 0x20 && !["\n", "\r", "\t"].contains($0) })
                }
            }
        }
    }

    @Test func aDotDotNameNeverBecomesAnotherPathUpstream() async throws {
        try await withHostileUpstream([:]) { upstream in
            let environment = ["POKEAPI_BASE_URL": upstream.baseURL.absoluteString]
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                    for path in ["/pokemon/%2E%2E", "/pokemon/%2E%2E/sprite", "/pokemon/a%2F..%2F..%2Fusers"] {
                        let (_, response) = try await NoScriptBrowser().get(url, path)
                        #expect(response.statusCode == 404, "\(path)")
                    }
                    #expect(upstream.allReceived.isEmpty, "asked upstream: \(upstream.allReceived.map(\.path))")
                }
            }
        }
    }

    @Test func aSharedLinkLoadsAFewPagesAndConcurrentVisitorsShareTheCalls() async throws {
        // 2,000 movies are 100 pages, more than a link may load.
        try await withStagingAPI(dataset: Fixtures.dataset(movieCount: 2_000)) { api in
            let environment = ["TMDB_API_KEY": "k", "TMDB_BASE_URL": api.baseURL.absoluteString]
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                    try await withThrowingTaskGroup(of: Int.self) { group in
                        for _ in 0..<20 {
                            group.addTask {
                                try await NoScriptBrowser().get(url, "/movies?query=space&pages=200").response
                                    .statusCode
                            }
                        }
                        for try await status in group { #expect(status == 200) }
                    }
                    // At most 50 pages, for the first visitor; the others share its calls or its fresh cache.
                    let calls = await api.requestCount(path: "/3/search/movie")
                    #expect(
                        (1...MoviesListViewModel.maximumPages).contains(calls),
                        "\(calls) calls to TMDB for 20 visitors of a 200-page link")
                }
            }
        }
    }
}

/// The data directory's disk fills up while the app runs: searches go on, and the page says the search
/// could not be saved instead of losing it silently.
@Suite struct FullDiskAppTests {
    @Test(.enabled(if: SmallFileSystem.canMount, "needs root to mount a tmpfs"))
    func aSearchOnAFullDiskShowsItsResultsAndSaysItWasNotSaved() async throws {
        try await SmallFileSystem.with(bytes: 2 << 20) { directory in
            try await StrataAppTests().withRunningApp(phase: .dev, dataDirectory: directory) { url in
                SmallFileSystem.fill(directory)
                let browser = NoScriptBrowser()
                let page = String(decoding: try await browser.get(url, "/movies?query=star").body, as: UTF8.self)
                #expect(page.contains("class=\"movie-row"))
                #expect(page.contains("This search wasn’t added to your recent searches"))
            }
        }
    }
}
