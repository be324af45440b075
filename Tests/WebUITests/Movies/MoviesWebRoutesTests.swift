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

struct MoviesWebRoutesTests {
    static let hostileTitle = "<script>alert(\"owned\")</script> & 'quoted' star"

    let search: FakeCatalogSearchMoviesUseCase
    let recent = FakeFetchRecentMovieQueriesUseCase(queries: ["night", "star"])
    let details = FakeFetchMovieDetailsUseCase()

    init() {
        var movies = (1...5).map { MoviesPresentationFixtures.movie(id: $0, title: "Star \($0)") }
        movies.append(
            Movie(id: 99, title: Self.hostileTitle, overview: "<b>bold</b>", posterPath: nil, releaseDate: nil))
        search = FakeCatalogSearchMoviesUseCase(movies: movies, pageSize: 2)
    }

    func withApp(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let dependencies = MoviesSceneDependencies(
            searchMovies: search, fetchRecentQueries: recent,
            removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent), fetchMovieDetails: details)
        let routes = MoviesWebRoutes(
            makeFlow: { _ in MoviesFlowCoordinator(dependencies: dependencies) },
            posters: MoviePosterLoader(repository: FakePosterImagesRepository()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    func rowCount(_ page: String) -> Int {
        page.components(separatedBy: "class=\"movie-row\"").count - 1
    }

    /// The page's heading and search form for `query` (escaped), with the fake's recent searches, each with its
    /// remove form posting the session's token and the window of `page`, back to `returnTo` (the query's list by
    /// default): the one that is `typed` (the query, unescaped) is hidden. A page with a query then heads its results.
    func searchForm(_ query: String, typed: String? = nil, returnTo: String? = nil, in page: TestResponse) -> String {
        let typed = (typed ?? query).lowercased()
        let token = csrfToken(in: page.text) ?? "?"
        let window = windowID(in: page.text) ?? "?"
        let back = returnTo ?? (query.isEmpty ? "/movies" : "/movies?query=\(query)")
        let recents = ["night", "star"]
        let ids = MoviesSuggestionsPanel.optionIDs(recents)
        let hidden = recents.map { $0 == typed ? " hidden" : "" }
        let links = recents.indices.map { index in
            "<li id=\"\(ids[index])\"\(hidden[index])><a href=\"/movies?query=\(recents[index])\">\(recents[index])</a></li>"
        }
        let removals = recents.indices.map { index in
            """
            <li\(hidden[index])><form class="movies-suggestion-remove" method="post" \
            action="/movies/recent-searches/remove"><input type="hidden" name="_csrf" value="\(token)">\
            <input type="hidden" name="window" value="\(window)">\
            <input type="hidden" name="query" value="\(recents[index])"><input type="hidden" name="return" value="\(back)">\
            <button type="submit" id="\(ids[index])-remove" aria-label="Remove \(recents[index]) from recent searches">\
            <span aria-hidden="true">×</span></button></form></li>
            """
        }
        return """
            <h1>Movies</h1>
            <div class="movies-search" role="search">
            <form class="movies-search-form" method="get" action="/movies">
            <label class="movies-search-label" for="movies-query">Search movies</label>
            <div class="movies-search-row">
            <input id="movies-query" type="search" name="query" value="\(query)" maxlength="100" autocomplete="off">
            <button type="submit">Search</button>
            </div>
            </form>
            <div id="movies-suggestions" data-live><div class="movies-suggestions">\
            <h2 id="movies-suggestions-title">Recent searches</h2>\
            <div class="movies-suggestions-rows"><ul class="movies-suggestions-list" id="movies-suggestions-list" \
            aria-labelledby="movies-suggestions-title">\(links.joined())</ul>\
            <ul class="movies-suggestions-removals">\(removals.joined())</ul></div></div></div>
            </div>
            """ + (query.isEmpty ? "" : "\n<h2 class=\"visually-hidden\">Results</h2>")
    }

    /// The row of "Star `id`", the row at `id - 1`, in a list of the first `pages` pages of "star".
    func starRow(_ id: Int, pages: Int = 1) -> String {
        """
        <li class="movie-row" id="movie-\(id)"><img src="/movies/posters/w92/poster\(id).jpg" alt="" width="46" \
        height="69" loading="lazy"><h3 class="movie-title"><a href="/movies/\(id)?query=star\
        \(pages > 1 ? "&amp;pages=\(pages)" : "")&amp;row=\(id)">Star \(id)</a></h3>\
        <p class="movie-release"><time datetime="2025-01-15">2025</time></p><p>Overview of \(id).</p></li>
        """
    }

    /// The row of the hostile title at `index`, in a list of `query`'s first `pages` pages.
    static func hostileRow(index: Int, backQuery: String) -> String {
        """
        <li class="movie-row" id="movie-\(index + 1)"><img src="/movies/99/poster?title=%3Cscript%3Ealert%28%22owned%22%29%3C%2Fscript%3E%20%26%20%27quoted%27%20star" alt="" width="46" \
        height="69" loading="lazy"><h3 class="movie-title"><a href="/movies/99?\(backQuery)&amp;row=\(index + 1)">\
        &lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; star</a></h3>\
        <p class="movie-release">Release date to be announced</p><p>&lt;b&gt;bold&lt;/b&gt;</p></li>
        """
    }

    func results(_ content: String) -> String {
        "<div id=\"movies-results\" data-live>\(content)</div>"
    }

    /// The results region around a list: `rows`, then `foot`.
    func listResults(_ rows: String, foot: String) -> String {
        results(
            """
            <div class="live-part" id="movies-results-head"></div><ol class="movies-list" id="movies-rows">\(rows)</ol>\
            <div class="live-part" id="movies-results-foot">\(foot)</div>
            """)
    }

    @Test func theSearchRunsFromTheShareableURL() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=%20star%20", method: .get)
            #expect(page.status == .ok)
            #expect(
                page.main == searchForm("star", in: page) + "\n"
                    + listResults(
                        starRow(1) + starRow(2),
                        foot: """
                            <p class="more"><a class="button load-more" id="movies-more" \
                            href="/movies?query=star&amp;pages=2#movie-3" data-action="/movies/next-page" data-autoload>\
                            Load more</a></p>
                            """))
        }
    }

    @Test func aSharedURLWithPagesLoadsThemAll() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies?query=star&pages=3", method: .get)
            #expect(
                page.main == searchForm("star", returnTo: "/movies?query=star&amp;pages=3", in: page) + "\n"
                    + listResults(
                        (1...5).map { starRow($0, pages: 3) }.joined()
                            + Self.hostileRow(index: 5, backQuery: "query=star&amp;pages=3"),
                        foot: "<p class=\"list-end\" data-announce>End of results</p>"))
        }
    }

    @Test func loadMoreWithoutJavaScriptIsALinkToTheNextPagesLandingOnTheFirstNewRow() async throws {
        try await withApp { client in
            let first = try await client.execute(uri: "/movies?query=star", method: .get)
            #expect(first.text.contains("href=\"/movies?query=star&amp;pages=2#movie-3\""))
            let second = try await client.execute(uri: "/movies?query=star&pages=2", method: .get)
            #expect(rowCount(second.text) == 4)
            #expect(second.text.contains("<li class=\"movie-row\" id=\"movie-3\">"))
        }
    }

    @Test func hostileTitlesAndQueriesAreEscaped() async throws {
        try await withApp { client in
            let query = "<script>x</script>\"'"
            let encoded = try #require(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let empty = try await client.execute(uri: "/movies?query=\(encoded)", method: .get)
            let escaped = "&lt;script&gt;x&lt;/script&gt;&quot;&#39;"
            #expect(
                empty.main
                    == searchForm(escaped, typed: query, returnTo: "/movies?query=\(encoded)", in: empty) + "\n"
                    + results("<p class=\"empty\" data-announce>No movies found for “\(escaped)”.</p>"))

            let page = try await client.execute(uri: "/movies?query=quoted", method: .get)
            #expect(
                page.main == searchForm("quoted", in: page) + "\n"
                    + listResults(
                        Self.hostileRow(index: 0, backQuery: "query=quoted"),
                        foot: "<p class=\"list-end\" data-announce>End of results</p>"))
        }
    }

    @Test func detailsOpenByIdInANewSessionAndGoBackToTheListTheyCameFrom() async throws {
        details.answers.answer(3, with: .success(MovieDetailsFixtures.details(id: 3, title: "Star 3")))
        try await withApp { client in
            let page = try await client.execute(uri: "/movies/3?query=star&pages=2&row=23", method: .get)
            #expect(page.status == .ok)
            #expect(
                page.main == """
                    <div id="movie-details" data-live><p class="movies-back"><a href="/movies?query=star&amp;pages=2#movie-23">\
                    ← Back to the results</a></p>
                    <article class="movie-details">
                    <img class="movie-poster" src="/movies/posters/w500/poster3.jpg" alt="Poster of Star 3" \
                    width="250" height="375">
                    <div class="movie-details-text">
                    <h1>Star 3</h1>
                    <p class="movie-tagline">Tagline of 3.</p>
                    <p class="movie-release">Release date: Jan 15, 2025</p>
                    <p class="movie-facts"><span class="movie-rating"><span aria-hidden="true">★ </span><span class="visually-hidden">Rating </span>7.4</span> · \
                    2 h 8 min · Science Fiction, Adventure</p>
                    <p class="movie-overview">Overview of 3.</p>
                    </div>
                    </article></div>
                    """)
            #expect(details.answers.requests == [3])
        }
    }

    @Test(arguments: ["/movies/3?row=5", "/movies/3?query=star&row=0", "/movies/3?query=star&row=1001"])
    func backReturnsToARowOnlyOfAListAndWithinItsRows(address: String) async throws {
        details.answers.answer(3, with: .success(MovieDetailsFixtures.details(id: 3, title: "Star 3")))
        try await withApp { client in
            let page = try await client.execute(uri: address, method: .get)
            let back = try #require(page.main?.components(separatedBy: "\"movies-back\"><a href=\"").dropFirst().first)
            #expect(!back.prefix { $0 != "\"" }.contains("#"))
        }
    }

    @Test func aMovieThatDoesNotExistIsNotFound() async throws {
        details.answers.answer(7, with: .failure(DomainError.notFound))
        try await withApp { client in
            let page = try await client.execute(uri: "/movies/7", method: .get)
            #expect(page.status == .notFound)
            #expect(
                page.main == """
                    <div id="movie-details" data-live><h1>Movie not found</h1>
                    <p>No movie has this address. Search for it again.</p>
                    <p class="movies-back"><a href="/movies">← Back to the results</a></p></div>
                    """)
        }
    }

    @Test func anErrorShowsItsCauseAndRetryLoadsAgain() async throws {
        try await withApp { client in
            search.fail(with: .unauthorized(message: "Invalid API key: You must be granted a valid key."))
            let failed = try await client.execute(uri: "/movies?query=star", method: .get)
            let cookie = try #require(failed.sessionCookie)
            let token = try #require(csrfToken(in: failed.text))
            let window = try #require(windowID(in: failed.text))
            #expect(
                failed.main == searchForm("star", in: failed) + "\n"
                    + listResults(
                        "",
                        foot: """
                            <div class="error" role="alert"><p>The service refused Strata’s key. Check the key \
                            Strata was started with.</p><a class="button retry" id="movies-retry" \
                            href="/movies?query=star" data-action="/movies/retry">Retry</a></div>
                            """))

            search.fail(with: nil)
            let retry = try await client.execute(
                uri: "/movies/retry", method: .post,
                headers: [
                    .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token, HTTPField.Name("X-Strata-Window")!: window,
                ])
            #expect(retry.status == .noContent)
            let page = try await client.browse("/movies?query=star&window=\(window)", headers: [.cookie: cookie])
            #expect(rowCount(page.text) == 2)
            #expect(!page.text.contains("refused"))
        }
    }

    @Test func theEmptyFieldShowsTheRecentQueriesAsLinks() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/movies", method: .get)
            #expect(page.main == searchForm("", in: page) + "\n")
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
            #expect(placeholder.text.hasPrefix("<svg") && !placeholder.text.contains("<text"))

            for uri in [
                "/movies/posters/w92/missing.jpg", "/movies/posters/x92/abc.jpg", "/movies/posters/w92/.hidden",
            ] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri)")
            }
        }
    }
}
