import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PresentationLayer
import Synchronization
import TestSupport
import Testing
import WebUI

/// A Movies page's flow is made in the page's language, so its movies are asked in that language.
@Suite struct MoviesLanguageRoutesTests {
    /// The languages the routes made flows in, in order.
    final class MadeFlows: Sendable {
        let languages = Mutex<[Language]>([])
    }

    @Test func eachPageMakesItsFlowInThePagesLanguage() async throws {
        let made = MadeFlows()
        let recent = FakeFetchRecentMovieQueriesUseCase(queries: [])
        let dependencies = MoviesSceneDependencies(
            searchMovies: FakeCatalogSearchMoviesUseCase(
                movies: [MoviesPresentationFixtures.movie(id: 1, title: "Star 1")], pageSize: 2),
            fetchRecentQueries: recent, removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent),
            fetchMovieDetails: FakeFetchMovieDetailsUseCase())
        let routes = MoviesWebRoutes(
            makeFlow: { language in
                made.languages.withLock { $0.append(language) }
                return MoviesFlowCoordinator(dependencies: dependencies)
            },
            posters: MoviePosterLoader(repository: FakePosterImagesRepository()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let korean = try await client.execute(
                uri: "/movies?query=star", method: .get, headers: [.cookie: "strata_language=ko"])
            #expect(korean.status == .ok)
            #expect(String(buffer: korean.body).contains("<html lang=\"ko\">"))
            _ = try await client.execute(uri: "/movies/1", method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9"])
            _ = try await client.execute(uri: "/movies?query=star", method: .get, headers: [.acceptLanguage: "en-US"])
            _ = try await client.execute(uri: "/movies?query=star", method: .get)
        }
        #expect(made.languages.withLock { $0 } == [.ko, .ko, .en, .en])
    }

    @Test func aPageLanguageAsksMoviesInTheMatchingTMDBLanguage() {
        #expect(MovieLanguage(Language.ko) == .korean && MovieLanguage.korean.tag == "ko-KR")
        #expect(MovieLanguage(Language.en) == .english && MovieLanguage.english.tag == "en-US")
    }
}
