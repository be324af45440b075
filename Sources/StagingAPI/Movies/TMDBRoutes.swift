import Hummingbird
import SampleData

/// TMDB v3: the movie search, the popular movies, a movie's details and the poster images, on TMDB's own paths.
struct TMDBRoutes: Sendable {
    /// Poster sizes TMDB serves, with the pixel size of the placeholder (2:3).
    static let posterSizes: [String: (width: Int, height: Int)] = [
        "w92": (92, 138), "w154": (154, 231), "w185": (185, 278), "w342": (342, 513),
        "w500": (500, 750), "w780": (780, 1170), "original": (1000, 1500),
    ]

    /// TMDB refuses pages outside 1…500 with 400 code 22.
    static let pageRange = 1...500

    let movies: [SampleMovie]

    func register(on router: Router<BasicRequestContext>) {
        router.get("/3/search/movie") { request, _ in try search(request) }
        // Before `/3/movie/:id`, though the router prefers the fixed segment whatever the order.
        router.get("/3/movie/popular") { request, _ in try popular(request) }
        router.get("/3/movie/:id") { request, context in try details(request, context) }
        router.get("/3/configuration") { request, _ in try configuration(request) }
        router.get("/t/p/:size/**") { _, context in poster(context) }
    }

    /// `GET /3/search/movie?query=&page=&api_key=&language=` — the key is checked first (a missing key or
    /// `invalid` is a 401 code 7), then the page (1…500, else 400 code 22). A missing query is an empty page. The
    /// titles and overviews are in `language` (`ko-KR` Korean; English when absent or not held, as TMDB falls back).
    func search(_ request: Request) throws -> Response {
        let parameters = request.queryParameters
        guard Self.hasValidKey(request, parameters) else {
            return try StagingResponse.json(TMDBErrorPayload.invalidAPIKey, status: .unauthorized)
        }
        guard let page = parameters.integer("page", default: 1, in: Self.pageRange) else {
            return try StagingResponse.json(TMDBErrorPayload.invalidPage, status: .badRequest)
        }
        let query = parameters["query"] ?? ""
        let found = MovieCatalog.search(movies, query: query, page: page, language: parameters["language"])
        return try StagingResponse.json(TMDBSearchPayload(found))
    }

    /// `GET /3/movie/popular?page=&api_key=&language=` — the search's shape and checks (the key first, then the
    /// page), every movie of the dataset by popularity; in `language`, as the search.
    func popular(_ request: Request) throws -> Response {
        let parameters = request.queryParameters
        guard Self.hasValidKey(request, parameters) else {
            return try StagingResponse.json(TMDBErrorPayload.invalidAPIKey, status: .unauthorized)
        }
        guard let page = parameters.integer("page", default: 1, in: Self.pageRange) else {
            return try StagingResponse.json(TMDBErrorPayload.invalidPage, status: .badRequest)
        }
        let found = MovieCatalog.popular(movies, page: page, language: parameters["language"])
        return try StagingResponse.json(TMDBSearchPayload(found))
    }

    /// `GET /3/movie/{id}?api_key=&language=` — the key is checked first, as for the search; an id that is not a
    /// movie of the dataset (not only digits, out of `Int`'s range, unknown) is a 404 code 34, as TMDB answers it.
    /// The text and genres are in `language`, as for the search.
    func details(_ request: Request, _ context: BasicRequestContext) throws -> Response {
        guard Self.hasValidKey(request, request.queryParameters) else {
            return try StagingResponse.json(TMDBErrorPayload.invalidAPIKey, status: .unauthorized)
        }
        guard
            let text = context.parameters.get("id"), !text.isEmpty,
            text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int(text),
            let movie = MovieCatalog.movie(movies, id: id)
        else {
            return try StagingResponse.json(TMDBErrorPayload.notFound, status: .notFound)
        }
        return try StagingResponse.json(
            TMDBMovieDetailsPayload(movie: movie, language: request.queryParameters["language"]))
    }

    /// `GET /3/configuration?api_key=` — the image base URLs (this server's `/t/p/`) and sizes, and the change
    /// keys; the key is checked first, as for the search.
    func configuration(_ request: Request) throws -> Response {
        guard Self.hasValidKey(request, request.queryParameters) else {
            return try StagingResponse.json(TMDBErrorPayload.invalidAPIKey, status: .unauthorized)
        }
        return try StagingResponse.json(TMDBConfigurationPayload(imagesBaseURL: request.stagingBaseURL + "/t/p/"))
    }

    /// `GET /t/p/{size}/{path}` — a placeholder PNG poster (TMDB's are JPEG; any raster will do), seeded by the
    /// path so every size of one poster shares its colours; an unknown size is a 404, as on image.tmdb.org.
    func poster(_ context: BasicRequestContext) -> Response {
        let pathComponents = context.parameters.getCatchAll()
        guard
            let sizeName = context.parameters.get("size"),
            let size = Self.posterSizes[sizeName],
            !pathComponents.isEmpty
        else {
            return StagingResponse.reason(.notFound)
        }
        let path = "/" + pathComponents.joined(separator: "/")
        return StagingResponse.png(PlaceholderPNG.image(seed: path, width: size.width, height: size.height))
    }

    /// TMDB takes the v3 key as `api_key` or a token as `Authorization: Bearer …`; `invalid` is refused.
    private static func hasValidKey(_ request: Request, _ parameters: QueryParameters) -> Bool {
        let bearer = request.headers[.authorization].flatMap { value -> String? in
            value.hasPrefix("Bearer ") ? String(value.dropFirst("Bearer ".count)) : nil
        }
        guard let key = parameters["api_key"] ?? bearer else { return false }
        return !key.isEmpty && key != "invalid"
    }
}
