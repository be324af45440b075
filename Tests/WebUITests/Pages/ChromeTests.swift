import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import WebUI

/// What every page's shell has: the icon, the scene switcher and the language switch.
struct ChromeTests {
    @Test(arguments: ["/", "/counter", "/no/such/page", "/movies/no-such-movie"])
    func everyPageHasTheIconTheSceneSwitcherAndTheLanguageSwitch(path: String) async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: path, method: .get).text
            #expect(page.contains("<link rel=\"icon\" href=\"/assets/favicon.svg\" type=\"image/svg+xml\">"))
            #expect(page.contains("<nav class=\"container scene-switcher\" aria-label=\"Scenes\"><ul>"))
            for scene in ["<a href=\"/pokemon\">Pokémon</a>", "<a href=\"/users\">GitHub users</a>"] {
                #expect(page.contains(scene))
            }
            #expect(page.contains("<form class=\"language-switch\""))
            #expect(page.contains("<input type=\"hidden\" name=\"return\" value=\"\(path)#language\">"))
        }
    }

    @Test func theSwitcherMarksTheSceneThePageIsIn() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get).text
            #expect(!home.contains("aria-current"))
            let movie = try await client.execute(uri: "/movies/no-such-movie", method: .get).text
            #expect(movie.contains("<a href=\"/movies\" aria-current=\"page\">Movies</a>"))
            #expect(movie.components(separatedBy: "aria-current").count == 2)
        }
    }

    @Test func theSwitcherSpeaksThePagesLanguage() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: "strata_language=ko"]).text
            #expect(page.contains("aria-label=\"화면\"><ul><li><a href=\"/movies\">영화</a></li>"))
        }
    }

    @Test func theNotFoundPagesLanguageSwitchReturnsToItAndSetsTheSession() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/no/such/page", method: .get)
            #expect(response.status == .notFound)
            #expect(response.sessionCookie != nil)
            let token = try #require(csrfToken(in: response.text))
            #expect(response.text.contains("<input type=\"hidden\" name=\"_csrf\" value=\"\(token)\">"))
        }
    }

    @Test func aSceneMissingASettingAnswersItsPathsWithTheSettingToSetAndHowStrataWasStarted() async throws {
        var scenes = sampleScenes
        scenes[0].problem = .missingKey(variable: "TMDB_API_KEY")
        let server = makeServer(scenes: scenes, startCommand: "./strata --phase real --port 9000")
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            for path in ["/movies", "/movies/550", "/movies?query=star"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .serviceUnavailable)
                let main = try #require(response.main)
                #expect(main.contains("<h1>This scene needs a setting</h1>"))
                #expect(main.contains("Movies needs the environment variable TMDB_API_KEY."))
                #expect(main.contains("<pre><code>TMDB_API_KEY=… ./strata --phase real --port 9000</code></pre>"))
                #expect(response.text.contains("<a href=\"/movies\" aria-current=\"page\">Movies</a>"))
            }
            let korean = try await client.execute(
                uri: "/movies", method: .get, headers: [.cookie: "strata_language=ko"])
            #expect(korean.status == .serviceUnavailable)
            #expect(korean.main?.contains("<h1>이 화면에는 설정이 필요해요</h1>") == true)
            #expect(korean.main?.contains("영화 화면을 쓰려면 환경 변수 TMDB_API_KEY") == true)
        }
    }
}
