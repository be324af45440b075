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

/// Every Movies route has an address that opens it; a poster's address names TMDB's file and never changes.
@Suite struct MoviesPathsRoutesTests {
    let details = FakeFetchMovieDetailsUseCase()

    func withApp(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let movies = (1...5).map { MoviesPresentationFixtures.movie(id: $0, title: "Star \($0)") }
        let recent = FakeFetchRecentMovieQueriesUseCase(queries: [])
        let dependencies = MoviesSceneDependencies(
            searchMovies: FakeCatalogSearchMoviesUseCase(movies: movies, pageSize: 2), fetchRecentQueries: recent,
            removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent), fetchMovieDetails: details)
        let routes = MoviesWebRoutes(
            makeFlow: { _ in MoviesFlowCoordinator(dependencies: dependencies) },
            posters: MoviePosterLoader(repository: FakePosterImagesRepository()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    @Test func everyRouteHasAnAddressThatOpensIt() async throws {
        details.answers.answer(3, with: .success(MovieDetailsFixtures.details(id: 3, title: "Star 3")))
        #expect(MoviesPaths.path(for: .list(query: "", pages: 1)) == "/movies")
        #expect(MoviesPaths.path(for: .list(query: "star wars", pages: 2)) == "/movies?query=star%20wars&pages=2")
        #expect(MoviesPaths.path(for: .details(movieID: 3)) == "/movies/3")
        try await withApp { client in
            let list = try await client.execute(
                uri: MoviesPaths.path(for: .list(query: "star", pages: 2)), method: .get)
            #expect(list.text.components(separatedBy: "class=\"movie-row\"").count - 1 == 4)
            let movie = try await client.execute(uri: MoviesPaths.path(for: .details(movieID: 3)), method: .get)
            #expect(movie.status == .ok)
            #expect(movie.text.contains("<h1>Star 3</h1>"))
            #expect(details.answers.requests == [3])
        }
    }

    @Test func aPosterIsNamedByItsFileAndKeptForever() async throws {
        try await withApp { client in
            let path = MoviesPaths.poster("/poster3.jpg", width: 92)
            #expect(path == "/movies/posters/w92/poster3.jpg")
            let poster = try await client.execute(uri: path, method: .get)
            #expect(poster.status == .ok)
            #expect(poster.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let tag = try #require(poster.headers[.eTag])
            let again = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            let placeholder = try await client.execute(uri: MoviesPaths.placeholderPoster, method: .get)
            #expect(placeholder.headers[.contentType] == "image/svg+xml")
            #expect(placeholder.headers[.cacheControl] == "public, max-age=31536000, immutable")
        }
    }

    /// A row writes its addresses and id straight into its markup: they are what `MoviesPaths` and `rowID` make.
    @Test(arguments: ["/poster3.jpg", "/a-b_c.9.png", nil, "", "/", "/../secret", "/x\"><script>", "poster.jpg"])
    func aRowWritesThePosterAddressMoviesPathsMakes(posterPath: String?) {
        let written: HTML = "\(moviePoster: posterPath, width: 92)"
        #expect(written.markup == MoviesPaths.poster(posterPath, width: 92))
    }

    @Test(arguments: [0, 7, 1_234_567])
    func aRowWritesTheDetailsAddressAndIDThatMoviesPathsMake(value: Int) {
        let details: HTML = "\(movieDetails: value)"
        #expect(details.markup == MoviesPaths.path(for: .details(movieID: value)))
        let rowID: HTML = "\(movieRowID: value)"
        #expect(rowID.markup == MoviesListPage.rowID(value))
    }
}
