import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Networking
import PresentationLayer
import SampleData
import WebUI

/// The Movies scene (TMDB): search with paging, suggestions, details by id and a response cache. The bundled
/// movies (and placeholder posters) in dev, TMDB in alpha (the staging API) and real.
struct MoviesSceneDIContainer: SceneDIContainer {
    static let scene = "Movies"
    static let path = "/movies"
    static let settings: [SceneSetting] = [
        .requiredInReal("TMDB_API_KEY", "TMDB v3 API key (Movies, real phase)") { $0.keys.tmdbAPIKey != nil },
        .optional("TMDB_BASE_URL", "default https://api.themoviedb.org"),
        .optional("TMDB_IMAGE_BASE_URL", "default https://image.tmdb.org"),
    ]

    /// Search pages and details are cached for a day, in at most 5 MiB.
    static let cachePolicy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 5 << 20)

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// Recent queries.
        let userDatabase: SQLiteDatabase
        /// Search pages and details.
        let cacheDatabase: SQLiteDatabase
        let imageLoader: CachedImageLoader
        let tmdb: DataTransferService
        let imagesBaseURL: URL
        let movies: @Sendable () throws -> [SampleMovie]
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        let key = app.configuration.keys.tmdbAPIKey
        self.init(
            dependencies: Dependencies(
                phase: app.phase, userDatabase: app.userDatabase, cacheDatabase: app.cacheDatabase,
                imageLoader: app.imageLoader,
                tmdb: app.dataTransferService(
                    baseURL: app.configuration.baseURLs.tmdb,
                    queryParameters: key.map { ["api_key": $0.value, "language": "en-US"] } ?? [:], label: "tmdb"),
                imagesBaseURL: app.configuration.baseURLs.tmdbImages,
                movies: { [sampleData = app.sampleData] in try sampleData().movies }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let queries = SQLiteMovieQueriesStore(database: dependencies.userDatabase)
        let movies = makeMoviesRepository()
        let sceneDependencies = MoviesSceneDependencies(
            searchMovies: SearchMoviesInteractor(movies: movies, queries: queries),
            fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries),
            fetchMovieDetails: FetchMovieDetailsInteractor(movies: movies))
        let posters = MoviePosterLoader(repository: makePosterImagesRepository())
        router.addRoutes(
            MoviesRoutes(makeFlow: { MoviesFlowCoordinator(dependencies: sceneDependencies) }, posters: posters).routes
        )
    }

    /// A movie's details by id, from the phase's source through the response cache, as the search reads.
    func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        FetchMovieDetailsInteractor(movies: makeMoviesRepository())
    }

    private func makeMoviesRepository() -> any MoviesRepository {
        let source: any MoviesDataSource =
            switch dependencies.phase {
            case .dev: BundledMoviesDataSource(movies: dependencies.movies)
            case .alpha, .real: TMDBMoviesDataSource(service: dependencies.tmdb)
            }
        let cache = SQLiteResponseCacheStore(
            database: dependencies.cacheDatabase, namespace: "movies", policy: Self.cachePolicy)
        return CachedMoviesRepository(source: source, cache: cache)
    }

    private func makePosterImagesRepository() -> any PosterImagesRepository {
        switch dependencies.phase {
        case .dev: PlaceholderPosterImagesRepository()
        case .alpha, .real:
            TMDBPosterImagesRepository(imagesBaseURL: dependencies.imagesBaseURL, loader: dependencies.imageLoader)
        }
    }
}
