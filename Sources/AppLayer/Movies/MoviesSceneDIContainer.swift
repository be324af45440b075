import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Networking
import PresentationLayer
import SampleData
import TerminalKit
import TerminalUI
import WebUI

/// The Movies scene (TMDB): search with paging, suggestions, details by id and a response cache. The bundled
/// movies (and placeholder posters) in dev, TMDB in alpha (the staging API) and real. Movies are asked in the
/// page's language (`MovieLanguage`), each language through its own repository over the one cache (keyed by
/// language); the recent queries are shared.
struct MoviesSceneDIContainer: SceneDIContainer {
    static let scene = "Movies"
    static let path = "/movies"
    static let settings: [any SceneSettingDeclaration] = [apiKey, baseURL, imagesBaseURL]
    static let apiKey = SceneSetting.secret(
        "TMDB_API_KEY", "TMDB v3 API key (Movies, real phase)", requiredInReal: true)
    static let baseURL = SceneSetting.url("TMDB_BASE_URL", default: URL(staticString: "https://api.themoviedb.org"))
    static let imagesBaseURL = SceneSetting.url(
        "TMDB_IMAGE_BASE_URL", default: URL(staticString: "https://image.tmdb.org"))

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
        let key = app.configuration[Self.apiKey]
        self.init(
            dependencies: Dependencies(
                phase: app.phase, userDatabase: app.userDatabase, cacheDatabase: app.cacheDatabase,
                imageLoader: app.imageLoader,
                tmdb: app.dataTransferService(
                    baseURL: app.configuration[Self.baseURL],
                    queryParameters: key.map { ["api_key": $0.value] } ?? [:], label: "tmdb"),
                imagesBaseURL: app.configuration[Self.imagesBaseURL],
                movies: { [sampleData = app.sampleData] in try sampleData().movies }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let posters = MoviePosterLoader(
            repository: makePosterImagesRepository(), generated: GeneratedPosterImagesRepository())
        router.addRoutes(MoviesWebRoutes(makeFlow: makeFlows(), posters: posters).routes)
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let makeFlow = makeFlows()
        return {
            MoviesScreen(flow: makeFlow(strings.language), strings: strings)
        }
    }

    @MainActor func terminalScreens(showing destination: MoviesDestination, strings: Strings) -> [any TerminalScreen] {
        MoviesScreen.screens(showing: destination, flow: makeFlows()(strings.language), strings: strings)
    }

    @MainActor func terminalScreens(
        showing destination: MoviesDestination, openedFrom origin: MoviesDestination, strings: Strings
    ) -> [any TerminalScreen] {
        MoviesScreen.screens(
            showing: destination, openedFrom: origin, flow: makeFlows()(strings.language), strings: strings)
    }

    /// A window's coordinator in a language: its use cases in that language over one cache and the recent queries.
    private func makeFlows() -> @MainActor @Sendable (Language) -> MoviesFlowCoordinator {
        let queries = TracedMovieQueriesRepository(SQLiteMovieQueriesStore(database: dependencies.userDatabase))
        // One store per namespace (it is the namespace's only writer), shared by both languages' repositories.
        let cache = makeCache()
        let english = makeSceneDependencies(language: .english, cache: cache, queries: queries)
        let korean = makeSceneDependencies(language: .korean, cache: cache, queries: queries)
        return { language in
            switch MovieLanguage(language) {
            case .english: MoviesFlowCoordinator(dependencies: english)
            case .korean: MoviesFlowCoordinator(dependencies: korean)
            }
        }
    }

    /// The use cases in `language`, over one repository (so identical asks share one request) and the shared
    /// recent queries.
    private func makeSceneDependencies(
        language: MovieLanguage, cache: SQLiteResponseCacheStore, queries: any MovieQueriesRepository
    ) -> MoviesSceneDependencies {
        let movies = makeMoviesRepository(language: language, cache: cache)
        // Each use case, repository and data source is traced here, at the composition root: the inner rings
        // know nothing of it.
        // The real phase's ids are the movie database's, whose site has a page per movie; the sample data's and the
        // staging API's are not.
        let moviePage: (@Sendable (Int) -> String)? = dependencies.phase == .real ? Self.theMovieDatabasePage : nil
        return MoviesSceneDependencies(
            searchMovies: TracedSearchMoviesUseCase(SearchMoviesInteractor(movies: movies, queries: queries)),
            fetchRecentQueries: TracedFetchRecentMovieQueriesUseCase(
                FetchRecentMovieQueriesInteractor(queries: queries)),
            removeRecentQuery: TracedRemoveRecentMovieQueryUseCase(
                base: RemoveRecentMovieQueryInteractor(queries: queries)),
            fetchMovieDetails: TracedFetchMovieDetailsUseCase(base: FetchMovieDetailsInteractor(movies: movies)),
            fetchPopularMovies: TracedFetchPopularMoviesUseCase(base: FetchPopularMoviesInteractor(movies: movies)),
            moviePage: moviePage)
    }

    /// A movie's details by id in `language`, from the phase's source through the response cache, as the search
    /// reads.
    func makeFetchMovieDetailsUseCase(language: MovieLanguage = .english) -> any FetchMovieDetailsUseCase {
        FetchMovieDetailsInteractor(movies: makeMoviesRepository(language: language, cache: makeCache()))
    }

    /// A movie's page on the movie database's site.
    @Sendable private static func theMovieDatabasePage(of movieID: Int) -> String {
        "https://www.themoviedb.org/movie/\(movieID)"
    }

    /// The response cache of search pages and details, in every language.
    private func makeCache() -> SQLiteResponseCacheStore {
        SQLiteResponseCacheStore(database: dependencies.cacheDatabase, namespace: "movies", policy: Self.cachePolicy)
    }

    /// The phase's source in `language`, through `cache`.
    private func makeMoviesRepository(language: MovieLanguage, cache: SQLiteResponseCacheStore) -> any MoviesRepository
    {
        let source: any MoviesDataSource =
            switch dependencies.phase {
            case .dev: BundledMoviesDataSource(movies: dependencies.movies, language: language)
            case .alpha, .real: RemoteMoviesDataSource(service: dependencies.tmdb, language: language)
            }
        return TracedMoviesRepository(
            CachedMoviesRepository(source: TracedMoviesDataSource(source), cache: cache))
    }

    private func makePosterImagesRepository() -> any PosterImagesRepository {
        switch dependencies.phase {
        case .dev: PlaceholderPosterImagesRepository()
        case .alpha, .real:
            CachedPosterImagesRepository(imagesBaseURL: dependencies.imagesBaseURL, loader: dependencies.imageLoader)
        }
    }
}
