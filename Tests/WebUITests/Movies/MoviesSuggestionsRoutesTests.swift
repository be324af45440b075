import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The recent searches under the Movies search field over real HTTP: what they offer, and their remove forms
/// with and without JavaScript, through the real use cases over queries kept in memory.
struct MoviesSuggestionsRoutesTests {
    let queries: FakeMovieQueriesRepository

    init() throws {
        queries = FakeMovieQueriesRepository(saved: try ["night", "Star Wars", "star"].map(MoviesDataFixtures.query))
    }

    func withApp(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let movies = (1...3).map { MoviesPresentationFixtures.movie(id: $0, title: "Star \($0)") }
        let dependencies = MoviesSceneDependencies(
            searchMovies: FakeCatalogSearchMoviesUseCase(movies: movies),
            fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries),
            removeRecentQuery: RemoveRecentMovieQueryInteractor(queries: queries),
            fetchMovieDetails: FakeFetchMovieDetailsUseCase())
        let routes = MoviesWebRoutes(
            makeFlow: { _ in MoviesFlowCoordinator(dependencies: dependencies) },
            posters: MoviePosterLoader(repository: FakePosterImagesRepository()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live, body)
    }

    /// The suggestions a page offers: its links' texts, each marked when hidden.
    func suggestions(_ page: TestResponse) -> [String] {
        let list = page.text.components(separatedBy: "<ul class=\"movies-suggestions-list\"").dropFirst().first ?? ""
        return list.components(separatedBy: "</ul>")[0].components(separatedBy: "<li ").dropFirst().map { item in
            let text = item.components(separatedBy: "\">").last?.components(separatedBy: "</a>").first ?? ""
            return item.contains(" hidden>") ? "(\(text))" : text
        }
    }

    /// `uri` in the session of `cookie`, after the redirects it answers (a window's address hands the window over
    /// to the clean address).
    func get(_ uri: String, cookie: String, client: any TestClientProtocol) async throws -> TestResponse {
        var answer = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
        for _ in 0..<3 {
            guard answer.status == .seeOther, let location = answer.headers[.location] else { break }
            answer = try await client.execute(uri: location, method: .get, headers: [.cookie: cookie])
        }
        return answer
    }

    func remove(
        _ query: String, client: any TestClientProtocol, page: TestResponse, window: String? = nil,
        script: Bool = false, returnTo: String = "%2Fmovies%3Fquery%3Dst"
    ) async throws -> TestResponse {
        let cookie = try #require(page.sessionCookie)
        let token = try #require(csrfToken(in: page.text))
        let window = try window ?? #require(windowID(in: page.text))
        var headers: HTTPFields = [.contentType: formContentType, .cookie: cookie]
        if script {
            headers[HTTPField.Name("X-CSRF-Token")!] = token
            headers[HTTPField.Name("X-Strata-Window")!] = window
        }
        let encoded = try #require(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        return try await client.execute(
            uri: "/movies/recent-searches/remove", method: .post, headers: headers,
            body: ByteBuffer(string: "_csrf=\(token)&window=\(window)&query=\(encoded)&return=\(returnTo)"))
    }

    @Test func thePagesQueryIsNotOfferedBackAndEveryOtherRecentSearchIs() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=%20STAR%20", method: .get)
            #expect(suggestions(page) == ["(star)", "Star Wars", "night"])
            let blank = try await client.execute(uri: "/movies", method: .get)
            #expect(suggestions(blank) == ["star", "Star Wars", "night"])
        }
    }

    @Test func eachSuggestionHasALabelledRemoveButtonAndNoComboboxClaimWithoutScript() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=st", method: .get)
            let ids = MoviesSuggestionsPanel.optionIDs(["star", "Star Wars", "night"])
            #expect(page.text.contains("<li id=\"\(ids[1])\"><a href=\"/movies?query=Star%20Wars\">Star Wars</a></li>"))
            #expect(
                page.text.contains(
                    "<button type=\"submit\" id=\"\(ids[1])-remove\" aria-label=\"Remove Star Wars from recent searches\">"
                ))
            #expect(page.text.contains("name=\"return\" value=\"/movies?query=st\">"))
            #expect(!page.text.contains("role=\"combobox\"") && !page.text.contains("role=\"listbox\""))
            #expect(!page.text.contains("aria-controls"))
        }
    }

    @Test func withoutScriptARemoveFormRedirectsBackToThePageWhichNoLongerOffersIt() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=st", method: .get)
            let window = try #require(windowID(in: page.text))
            let cookie = try #require(page.sessionCookie)

            let answer = try await remove("STAR WARS", client: client, page: page)

            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location] == "/movies?query=st&window=\(window)")
            let back = try await get("/movies?query=st&window=\(window)", cookie: cookie, client: client)
            #expect(suggestions(back) == ["star", "night"])
            #expect(
                try await queries.recentQueries(limit: 10) == (try ["star", "night"].map(MoviesDataFixtures.query)))
            let elsewhere = try await client.execute(uri: "/movies", method: .get)
            #expect(suggestions(elsewhere) == ["star", "night"])
        }
    }

    @Test func withScriptARemoveActsOnThePagesWindowInPlace() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=st", method: .get)
            let window = try #require(windowID(in: page.text))
            let cookie = try #require(page.sessionCookie)

            let answer = try await remove("star", client: client, page: page, script: true)

            #expect(answer.status == .noContent)
            #expect(queries.removals == [try MoviesDataFixtures.query("star")])
            let shown = try await get("/movies?query=st&window=\(window)", cookie: cookie, client: client)
            #expect(suggestions(shown) == ["Star Wars", "night"])
        }
    }

    @Test func aRemoveFromAWindowThatIsGoneStillRemovesAndReturnsToTheSafePathItNames() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies", method: .get)

            let gone = try await remove("night", client: client, page: page, window: "gone")
            #expect(gone.status == .seeOther)
            #expect(gone.headers[.location] == "/movies?query=st")
            let offsite = try await remove("star", client: client, page: page, returnTo: "%2F%2Fevil.example")
            #expect(offsite.headers[.location]?.hasPrefix("/?window=") == true)

            #expect(try await queries.recentQueries(limit: 10) == [try MoviesDataFixtures.query("Star Wars")])
        }
    }

    @Test func aBlankQueryIsRefusedAndAFormWithoutItsTokenIsConfirmedFirst() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies", method: .get)
            let blank = try await remove("", client: client, page: page)
            #expect(blank.status == .badRequest)

            let cookie = try #require(page.sessionCookie)
            let forged = try await client.execute(
                uri: "/movies/recent-searches/remove", method: .post,
                headers: [.contentType: formContentType, .cookie: cookie],
                body: ByteBuffer(string: "_csrf=forged&query=night&return=%2Fmovies"))
            #expect(forged.status == .forbidden)
            #expect(forged.text.contains("<form method=\"post\" action=\"/movies/recent-searches/remove\">"))
            #expect(try await queries.recentQueries(limit: 10).count == 3)
        }
    }

    @Test func anOptionsIDStaysWithItsQueryWhateverTheListAndIsUnique() {
        let ids = MoviesSuggestionsPanel.optionIDs(["star", "night", "Star Wars"])
        #expect(Set(ids).count == 3)
        #expect(MoviesSuggestionsPanel.optionIDs(["night", "STAR"]) == [ids[1], ids[0]])
        #expect(
            ids.allSatisfy { $0.hasPrefix("movies-suggestion-") && $0.allSatisfy { $0.isASCII && !$0.isWhitespace } })
        let twins = MoviesSuggestionsPanel.optionIDs(["star", "STAR"])
        #expect(twins == [ids[0], ids[0] + "-1"])
    }
}
