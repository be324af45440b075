import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import PresentationLayer
import WebUI

/// The Movies scene (TMDB): search with paging, suggestions and a response cache. It picks the data source
/// by phase: the bundled movies (and placeholder posters) in dev, TMDB in alpha (the staging API) and real.
struct MoviesSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            title: "Movies", path: "/movies",
            summary: "Search TMDB with paging, suggestions of recent queries and a response cache.",
            problem: app.missingKeyProblem(app.keys.tmdbAPIKey, variable: "TMDB_API_KEY"))
    }

    func registerRoutes(on router: Router<WebRequestContext>, sessions: SessionStore) {
        let dependencies = makeDependencies()
        router.addRoutes(
            MoviesRoutes(
                makeFlow: { MoviesFlowCoordinator(dependencies: dependencies) },
                posters: MoviePosterLoader(repository: makePosterImagesRepository())
            ).routes)
    }

    /// The use cases over the running phase's repositories.
    func makeDependencies() -> MoviesSceneDependencies {
        let movies = CachedMoviesRepository(source: makeDataSource(), cache: app.moviesResponseCache())
        let queries = SQLiteMovieQueriesStore(database: app.userDatabase)
        return MoviesSceneDependencies(
            searchMovies: SearchMoviesInteractor(movies: movies, queries: queries),
            fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries))
    }

    private func makeDataSource() -> any MoviesDataSource {
        switch app.phase {
        case .dev:
            do {
                return BundledMoviesDataSource(movies: try app.sampleData().movies)
            } catch {
                app.logger.error("The bundled movies could not be read: \(error)")
                return BundledMoviesDataSource(movies: [])
            }
        case .alpha, .real:
            return TMDBMoviesDataSource(service: app.tmdbService)
        }
    }

    private func makePosterImagesRepository() -> any PosterImagesRepository {
        switch app.phase {
        case .dev:
            PlaceholderPosterImagesRepository()
        case .alpha, .real:
            TMDBPosterImagesRepository(imagesBaseURL: app.baseURLs.tmdbImages, loader: app.imageLoader)
        }
    }
}
