import Hummingbird
import HummingbirdTesting
import Testing
import WebUI

struct HomePageTests {
    @Test func homeListsTheFiveScenesAsTilesEachOneLinkAndLeavesThePhaseToTheHeader() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.cacheControl] == "private, no-cache")
            let page = response.text
            for (path, scene, title) in [
                ("/movies", "Movies", "Movies"), ("/pokemon", "Pokemon", "Pokémon"),
                ("/users", "Users", "GitHub users"),
                ("/air-quality", "AirQuality", "Air quality"), ("/groups", "Groups", "My groups"),
            ] {
                #expect(
                    page.contains(
                        """
                        <li><a class="home-tile" href="\(path)" aria-labelledby="tile-\(scene)-title" \
                        aria-describedby="tile-\(scene)-description"><span class="home-tile-icon" aria-hidden="true">\
                        <svg viewBox="0 0 24 24"
                        """))
                #expect(page.contains("<span class=\"home-tile-title\" id=\"tile-\(scene)-title\">\(title)</span>"))
            }
            #expect(
                page.contains(
                    """
                    <span class="home-tile-description" id="tile-Movies-description">\
                    Find a film and see its year, rating and story.</span></a></li>
                    """))
            let main = try #require(response.main)
            // The phase is the header's badge alone, and no scene is described by how it is built.
            #expect(!main.contains("badge") && !main.contains(">dev<"))
            #expect(!main.contains("TMDB") && !main.contains("Clean Swift"))
            #expect(
                main.contains(
                    "<p class=\"home-about\"><a href=\"/docs\">How Strata is built: the documentation</a></p>"))
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
            #expect(page.contains("<span class=\"home-tile-title\" id=\"tile-Movies-title\">영화</span>"))
            #expect(page.contains("영화를 찾아 개봉 연도, 평점, 줄거리를 봐요."))
            #expect(page.contains("본문으로 건너뛰기"))
            #expect(!page.contains("Running phase"))
        }
    }

    @Test func sceneWithAProblemSaysWhatToSetInsteadOfALink() async throws {
        var scenes = sampleScenes
        scenes[0].problem = .missingKey(variable: "TMDB_API_KEY")
        try await makeServer(scenes: scenes).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try #require(try await client.execute(uri: "/", method: .get).main)
            #expect(!page.contains("href=\"/movies\""))
            #expect(page.contains("<li class=\"home-tile home-tile-unavailable\"><span class=\"home-tile-icon\""))
            #expect(page.contains("<span class=\"home-tile-title\" id=\"tile-Movies-title\">Movies</span>"))
            #expect(
                page.contains(
                    "<span class=\"home-tile-problem\">To use this scene in the real phase, start Strata with "
                        + "TMDB_API_KEY set.</span></li>"))
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
