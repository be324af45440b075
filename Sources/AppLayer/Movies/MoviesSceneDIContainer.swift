import DataLayer
import DomainLayer
import Hummingbird
import PresentationLayer
import WebUI

/// The Movies scene (TMDB): search with paging, suggestions, details by id and a response cache. The bundled
/// movies (and placeholder posters) in dev, TMDB in alpha (the staging API) and real.
struct MoviesSceneDIContainer: SceneDIContainer {
    /// Search pages and details are cached for a day, in at most 5 MiB.
    static let cachePolicy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 5 << 20)

    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            scene: .movies, path: "/movies",
            problem: app.missingKeyProblem(app.keys.tmdbAPIKey, variable: "TMDB_API_KEY"))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let queries = SQLiteMovieQueriesStore(database: app.userDatabase)
        let movies = makeMoviesRepository()
        let dependencies = MoviesSceneDependencies(
            searchMovies: SearchMoviesInteractor(movies: movies, queries: queries),
            fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries),
            fetchMovieDetails: FetchMovieDetailsInteractor(movies: movies))
        let posters = MoviePosterLoader(repository: makePosterImagesRepository())
        router.addRoutes(
            MoviesRoutes(makeFlow: { MoviesFlowCoordinator(dependencies: dependencies) }, posters: posters).routes)
    }

    /// A movie's details by id, from the phase's source through the response cache, as the search reads.
    func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        FetchMovieDetailsInteractor(movies: makeMoviesRepository())
    }

    private func makeMoviesRepository() -> any MoviesRepository {
        let source: any MoviesDataSource =
            switch app.phase {
            case .dev: BundledMoviesDataSource(movies: { [app] in try app.sampleData().movies })
            case .alpha, .real: TMDBMoviesDataSource(service: app.tmdbService)
            }
        let cache = SQLiteResponseCacheStore(database: app.cacheDatabase, namespace: "movies", policy: Self.cachePolicy)
        return CachedMoviesRepository(source: source, cache: cache)
    }

    private func makePosterImagesRepository() -> any PosterImagesRepository {
        switch app.phase {
        case .dev: PlaceholderPosterImagesRepository()
        case .alpha, .real: TMDBPosterImagesRepository(imagesBaseURL: app.baseURLs.tmdbImages, loader: app.imageLoader)
        }
    }
}
