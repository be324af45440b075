import Hummingbird
import HummingbirdTesting
import Testing
import WebUI

struct HomePageTests {
    @Test func homeListsTheFiveScenesAndThePhase() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-store")
            let page = response.text
            for (path, title) in [
                ("/movies", "Movies"), ("/pokemon", "Pokémon"), ("/users", "GitHub users"),
                ("/air-quality", "Air quality"), ("/groups", "My groups"),
            ] {
                #expect(page.contains("<h3><a href=\"\(path)\">\(title)</a></h3>"))
            }
            #expect(
                page.contains("<p>Search TMDB with paging, suggestions of recent queries and a response cache.</p>"))
            #expect(page.contains("Running phase: <span class=\"badge\">dev</span>"))
            #expect(page.contains("<html lang=\"en\">"))
            #expect(csrfToken(in: page)?.count == 32)
        }
    }

    @Test func aKoreanBrowserGetsTheKoreanPage() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(
                uri: "/", method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8"]
            ).text
            #expect(page.contains("<html lang=\"ko\">"))
            #expect(page.contains("<h3><a href=\"/movies\">영화</a></h3>"))
            #expect(page.contains("본문으로 건너뛰기"))
            #expect(page.contains("실행 단계: <span class=\"badge\">dev</span>"))
            #expect(!page.contains("Running phase"))
        }
    }

    @Test func sceneWithAProblemSaysWhatToSetInsteadOfALink() async throws {
        var scenes = sampleScenes
        scenes[0].problem = .missingKey(variable: "TMDB_API_KEY")
        try await makeServer(scenes: scenes).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try #require(try await client.execute(uri: "/", method: .get).main)
            #expect(!page.contains("href=\"/movies\""))
            #expect(page.contains("<h3>Movies</h3>"))
            #expect(
                page.contains(
                    "<p class=\"error\">To use this scene in the real phase, start Strata with TMDB_API_KEY set.</p>"))
            #expect(page.contains("href=\"/pokemon\""))
        }
    }

    @Test func startUpNoticesNameTheFileNotItsPathAndAreEscaped() async throws {
        let server = makeServer(notices: [
            .movedAside(file: "strata.sqlite", to: "strata.sqlite.corrupt-<1>"), .cacheRebuilt(file: "cache.sqlite"),
        ])
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(
                page.contains(
                    "<p class=\"notice\" role=\"status\">The database file strata.sqlite was damaged. Strata kept it as "
                        + "strata.sqlite.corrupt-&lt;1&gt; in its data directory, so nothing is lost, and started a "
                        + "new one.</p>"))
            #expect(page.contains("The cache file cache.sqlite was damaged, so Strata rebuilt it."))
        }
    }

    @Test func aFolderOrALinkInAFilesPlaceIsCalledWhatItIsNotDamaged() async throws {
        let server = makeServer(notices: [
            .setAside(place: "strata.sqlite", found: .folder, to: "strata.sqlite.corrupt-1"),
            .setAside(place: "cache.sqlite", found: .link, to: "cache.sqlite.corrupt-1"),
            .setAside(place: "cache.sqlite-wal", found: .other, to: "cache.sqlite.corrupt-1-wal"),
        ])
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(
                page.contains(
                    "A folder was where Strata’s file strata.sqlite should be. Strata kept it untouched as "
                        + "strata.sqlite.corrupt-1 in its data directory and started a new file."))
            #expect(
                page.contains(
                    "A link was where Strata’s file cache.sqlite should be, and Strata never opens its files through "
                        + "a link. Strata renamed the link cache.sqlite.corrupt-1 in its data directory, leaving what "
                        + "it points to untouched, and started a new file."))
            #expect(
                page.contains(
                    "Something other than a file was where Strata’s file cache.sqlite-wal should be. Strata kept it "
                        + "untouched as cache.sqlite.corrupt-1-wal in its data directory and started a new file."))
            #expect(!page.contains("damaged"))
        }
    }

    @Test func scenePathsAreEscaped() async throws {
        let hostile = SceneLink(scene: "Movies", path: "/x\" onmouseover=\"alert(2)")
        try await makeServer(scenes: [hostile]).makeApplication(host: "127.0.0.1", port: 0).test(.router) {
            client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(page.contains("href=\"/x&quot; onmouseover=&quot;alert(2)\""))
        }
    }
}
