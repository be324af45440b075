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

/// A movie without a poster gets one drawn for it, at an address naming the movie and its title.
@Suite struct GeneratedPosterRoutesTests {
    /// Draws a poster as text naming what it was asked for.
    struct NamingPosters: GeneratedPosterRepository {
        func poster(movieID: Int, title: String) -> ImageData {
            ImageData(bytes: Data("<svg>\(movieID) \(title)</svg>".utf8), contentType: "image/svg+xml")
        }
    }

    @Test func aMovieWithoutAPosterIsGivenTheAddressOfOneDrawnForIt() throws {
        let address = MoviesPaths.poster(nil, width: 92, movie: (603, "The Matrix & \"Co\"/é"))
        #expect(address == "/movies/603/poster?title=The%20Matrix%20%26%20%22Co%22%2F%C3%A9")
        let named = try #require(MoviesPaths.generatedPoster(from: SceneAddress(address)))
        #expect(named == (603, "The Matrix & \"Co\"/é"))
        // A movie with a poster keeps its poster's address; a row writes what MoviesPaths makes.
        #expect(MoviesPaths.poster("/a.jpg", width: 92, movie: (603, "x")) == "/movies/posters/w92/a.jpg")
        let written: HTML = "\(moviePoster: nil, width: 92, movie: (603, "The Matrix & \"Co\"/é"))"
        #expect(written.markup == address)
        let long = String(repeating: "a", count: 500)
        #expect(
            MoviesPaths.generatedPoster(from: SceneAddress(MoviesPaths.poster(nil, width: 92, movie: (1, long))))?.title
                .count == 200)
        for other in ["/movies/x/poster", "/movies/603/posters", "/movies/603/poster/x"] {
            #expect(MoviesPaths.generatedPoster(from: SceneAddress(other)) == nil, "\(other)")
        }
    }

    @Test func theDrawnPosterIsServedAndKeptForGood() async throws {
        let recent = FakeFetchRecentMovieQueriesUseCase(queries: [])
        let dependencies = MoviesSceneDependencies(
            searchMovies: FakeCatalogSearchMoviesUseCase(movies: [], pageSize: 2), fetchRecentQueries: recent,
            removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent),
            fetchMovieDetails: FakeFetchMovieDetailsUseCase())
        let routes = MoviesWebRoutes(
            makeFlow: { _ in MoviesFlowCoordinator(dependencies: dependencies) },
            posters: MoviePosterLoader(repository: FakePosterImagesRepository(), generated: NamingPosters()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let poster = try await client.execute(
                uri: MoviesPaths.poster(nil, width: 92, movie: (603, "The Matrix")), method: .get)
            #expect(poster.status == .ok)
            #expect(String(buffer: poster.body) == "<svg>603 The Matrix</svg>")
            #expect(poster.headers[.contentType] == "image/svg+xml")
            #expect(poster.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let untitled = try await client.execute(uri: "/movies/7/poster", method: .get)
            #expect(String(buffer: untitled.body) == "<svg>7 </svg>")
            let notAMovie = try await client.execute(uri: "/movies/x/poster", method: .get)
            #expect(notAMovie.status == .notFound)
        }
    }
}
