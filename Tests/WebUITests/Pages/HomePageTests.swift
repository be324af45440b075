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
            for scene in sampleScenes {
                #expect(page.contains("<h2><a href=\"\(scene.path)\">\(HTML(text: scene.title))</a></h2>"))
                #expect(page.contains("<p>\(scene.summary)</p>"))
            }
            #expect(page.contains("Running phase: <span class=\"badge\">dev</span>"))
            #expect(csrfToken(in: page)?.count == 32)
        }
    }

    @Test func sceneWithAProblemShowsItInsteadOfALink() async throws {
        var scenes = sampleScenes
        scenes[0].problem = "Set TMDB_API_KEY to use this scene in the real phase."
        try await makeServer(scenes: scenes).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(!page.contains("href=\"/movies\""))
            #expect(page.contains("<h2>Movies</h2>"))
            #expect(page.contains("<p class=\"error\">Set TMDB_API_KEY to use this scene in the real phase.</p>"))
            #expect(page.contains("href=\"/pokemon\""))
        }
    }

    @Test func startUpNoticesAreShownEscaped() async throws {
        let server = makeServer(notices: ["The database <strata.sqlite> was corrupt."])
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(
                page.contains("<p class=\"notice\" role=\"status\">The database &lt;strata.sqlite&gt; was corrupt.</p>")
            )
        }
    }

    @Test func sceneTextIsEscaped() async throws {
        let hostile = SceneLink(
            title: "<script>alert(1)</script>",
            path: "/x\" onmouseover=\"alert(2)",
            summary: "Tom's \"best\" <b>scene</b>",
            problem: nil
        )
        let broken = SceneLink(title: "T", path: "/t", summary: "S", problem: "<script>alert(3)</script>")
        try await makeServer(scenes: [hostile, broken]).makeApplication(host: "127.0.0.1", port: 0).test(.router) {
            client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(!page.contains("<script>alert"))
            #expect(!page.contains("<b>scene"))
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(page.contains("href=\"/x&quot; onmouseover=&quot;alert(2)\""))
            #expect(page.contains("Tom&#39;s &quot;best&quot; &lt;b&gt;scene&lt;/b&gt;"))
            #expect(page.contains("&lt;script&gt;alert(3)&lt;/script&gt;"))
        }
    }
}
