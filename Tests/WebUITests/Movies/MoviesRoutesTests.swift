import DomainLayer
import Foundation
import Hummingbird
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing
import WebUI

struct MoviesRoutesTests {
    static let hostileTitle = "<script>alert(\"owned\")</script> & 'quoted' star"

    let search: FakeCatalogSearchMoviesUseCase
    let recent = FakeFetchRecentMovieQueriesUseCase(queries: ["night", "star"])

    init() {
        var movies = (1...45).map { MoviesPresentationFixtures.movie(id: $0, title: "Star \($0)") }
        movies.append(
            Movie(id: 99, title: Self.hostileTitle, overview: "<b>bold</b>", posterPath: nil, releaseDate: nil))
        search = FakeCatalogSearchMoviesUseCase(movies: movies)
    }

    func withApp(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let dependencies = MoviesSceneDependencies(searchMovies: search, fetchRecentQueries: recent)
        let routes = MoviesRoutes(
            makeFlow: { MoviesFlowCoordinator(dependencies: dependencies) },
            posters: MoviePosterLoader(repository: FakePosterImagesRepository()))
        try await makeServer().addRoutes { router, _ in router.addRoutes(routes.routes) }.makeApplication(
            host: "127.0.0.1", port: 0
        )
        .test(.router, body)
    }

    func rowCount(_ page: String) -> Int {
        page.components(separatedBy: "class=\"movie-row\"").count - 1
    }

    @Test func theSearchRunsFromTheShareableURL() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=star", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("value=\"star\""))
            #expect(rowCount(page.text) == 20)
            #expect(page.text.contains("Release date: Jan 15, 2025"))
            #expect(page.text.contains("href=\"/movies/1\""))
            #expect(page.text.contains("src=\"/movies/posters/w92/poster1.jpg\""))
            #expect(page.text.contains("data-autoload>Load more</button>"))
            #expect(page.text.contains("data-live=\"/events?region=movies-results\""))
        }
    }

    @Test func aSharedURLWithPagesLoadsThemAll() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=star&pages=3", method: .get)
            #expect(rowCount(page.text) == 46)
            #expect(page.text.contains("End of results"))
            #expect(!page.text.contains("Load more"))
        }
    }

    @Test func loadMoreWorksWithoutJavaScript() async throws {
        try await withApp { client in
            let first = try await client.execute(uri: "/movies?query=star", method: .get)
            let cookie = try #require(first.sessionCookie)
            let token = try #require(csrfToken(in: first.text))
            let more = try await client.execute(
                uri: "/movies/next-page", method: .post,
                headers: [.cookie: cookie, .contentType: formContentType],
                body: ByteBuffer(string: "_csrf=\(token)&query=star"))
            #expect(more.status == .seeOther)
            #expect(more.headers[.location] == "/movies?query=star&pages=2")
            let second = try await client.execute(
                uri: "/movies?query=star&pages=2", method: .get, headers: [.cookie: cookie])
            #expect(rowCount(second.text) == 40)
        }
    }

    @Test func hostileTitlesAndQueriesAreEscaped() async throws {
        try await withApp { client in
            let query = "<script>x</script>\"'"
            let encoded = try #require(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let empty = try await client.execute(uri: "/movies?query=\(encoded)", method: .get)
            #expect(!empty.text.contains("<script>x"))
            #expect(empty.text.contains("value=\"&lt;script&gt;x&lt;/script&gt;&quot;&#39;\""))
            #expect(empty.text.contains("No movies found for “&lt;script&gt;x&lt;/script&gt;&quot;&#39;”."))

            let page = try await client.execute(uri: "/movies?query=quoted", method: .get)
            #expect(!page.text.contains("<script>alert"))
            #expect(!page.text.contains("<b>bold"))
            #expect(
                page.text.contains(
                    "&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; star"))
            #expect(page.text.contains("src=\"/movies/posters/placeholder.svg\""))
            #expect(page.text.contains("To be announced"))
        }
    }

    @Test func detailsShowTheMovieAndTheWayBackKeepsTheList() async throws {
        try await withApp { client in
            let list = try await client.execute(uri: "/movies?query=star&pages=2", method: .get)
            let cookie = try #require(list.sessionCookie)
            let details = try await client.execute(uri: "/movies/7", method: .get, headers: [.cookie: cookie])
            #expect(details.status == .ok)
            #expect(details.text.contains("<h1>Star 7</h1>"))
            #expect(details.text.contains("src=\"/movies/posters/w500/poster7.jpg\""))
            #expect(details.text.contains("Release date: Jan 15, 2025"))
            #expect(details.text.contains("Overview of 7."))
            #expect(details.text.contains("href=\"/movies?query=star\""))

            let back = try await client.execute(uri: "/movies?query=star", method: .get, headers: [.cookie: cookie])
            #expect(rowCount(back.text) == 40)
        }
    }

    @Test func aMovieNotInTheListIsNotFound() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies/7", method: .get)
            #expect(page.status == .notFound)
            #expect(page.text.contains("Movie not found"))
        }
    }

    @Test func anErrorShowsItsCauseAndRetryLoadsAgain() async throws {
        try await withApp { client in
            search.fail(with: .unauthorized(message: "Invalid API key: You must be granted a valid key."))
            let failed = try await client.execute(uri: "/movies?query=star", method: .get)
            #expect(failed.text.contains("Failed loading movies: Invalid API key: You must be granted a valid key."))
            #expect(failed.text.contains("action=\"/movies/retry\""))
            #expect(rowCount(failed.text) == 0)

            search.fail(with: nil)
            let cookie = try #require(failed.sessionCookie)
            let token = try #require(csrfToken(in: failed.text))
            let retry = try await client.execute(
                uri: "/movies/retry", method: .post, headers: [.cookie: cookie, .contentType: formContentType],
                body: ByteBuffer(string: "_csrf=\(token)&query=star"))
            #expect(retry.status == .seeOther)
            let page = try await client.execute(
                uri: try #require(retry.headers[.location]), method: .get, headers: [.cookie: cookie])
            #expect(rowCount(page.text) == 20)
            #expect(!page.text.contains("Failed loading movies"))
        }
    }

    @Test func theEmptyFieldShowsTheRecentQueriesAsLinks() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies", method: .get)
            #expect(page.text.contains("Recent searches"))
            #expect(page.text.contains("<li><a href=\"/movies?query=night\">night</a></li>"))
            #expect(page.text.contains("<li><a href=\"/movies?query=star\">star</a></li>"))
            #expect(!page.text.contains("movies-results"))
        }
    }

    @Test func postersAreServedWithALongCacheLifetime() async throws {
        try await withApp { client in
            let poster = try await client.execute(uri: "/movies/posters/w92/abc.jpg", method: .get)
            #expect(poster.status == .ok)
            #expect(poster.headers[.contentType] == "image/svg+xml")
            #expect(poster.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(poster.text == "<svg>/abc.jpg w92</svg>")

            let placeholder = try await client.execute(uri: "/movies/posters/placeholder.svg", method: .get)
            #expect(placeholder.status == .ok)
            #expect(placeholder.text.contains("No poster"))

            for uri in [
                "/movies/posters/w92/missing.jpg", "/movies/posters/x92/abc.jpg", "/movies/posters/w92/.hidden",
            ] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri)")
            }
        }
    }
}
