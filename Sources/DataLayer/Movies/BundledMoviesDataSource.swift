import DomainLayer
import SampleData

/// The dev phase's search, popular movies and details: the bundled catalogue through `MovieCatalog.search`,
/// `MovieCatalog.popular` and `MovieCatalog.movie` — the rules the staging API answers with — and the same DTO mappings as TMDB, so dev
/// and alpha show the same pages in the same order, and the same details.
public struct BundledMoviesDataSource: MoviesDataSource {
    /// The pages TMDB (and the staging API) accept; others are refused as TMDB refuses them.
    static let acceptedPages = 1...500

    private let movies: BundledData<[SampleMovie]>
    public let language: MovieLanguage

    /// - Parameters:
    ///   - movies: reads the bundled movies when a request needs them; a failure is shown on screen.
    ///   - language: the language of the titles, overviews, taglines and genres (the catalogue's translations).
    public init(movies: @escaping @Sendable () throws -> [SampleMovie], language: MovieLanguage = .english) {
        self.movies = BundledData("movies", read: movies)
        self.language = language
    }

    public init(movies: [SampleMovie], language: MovieLanguage = .english) {
        self.init(movies: { movies }, language: language)
    }

    public func page(query: MovieQuery, page: Int) async throws -> MoviesPage {
        try Task.checkCancellation()
        guard Self.acceptedPages.contains(page) else {
            throw DomainError.server(
                status: 400,
                message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")
        }
        let found = MovieCatalog.search(try movies.value(), query: query.text, page: page, language: language.tag)
        return MoviesResponseDTO(found).toDomain()
    }

    public func popularPage(page: Int) async throws -> MoviesPage {
        try Task.checkCancellation()
        guard Self.acceptedPages.contains(page) else {
            throw DomainError.server(
                status: 400,
                message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")
        }
        return MoviesResponseDTO(MovieCatalog.popular(try movies.value(), page: page, language: language.tag))
            .toDomain()
    }

    public func details(id: Int) async throws -> MovieDetails {
        try Task.checkCancellation()
        guard let movie = MovieCatalog.movie(try movies.value(), id: id) else {
            throw DomainError.notFound
        }
        return MovieDetailsDTO(movie, language: language.tag).toDomain()
    }
}

extension MoviesResponseDTO {
    /// The DTO TMDB would send for a catalogue page.
    init(_ page: MovieSearchPage) {
        self.init(
            page: page.page,
            results: page.results.map { movie in
                MovieDTO(
                    id: movie.id, title: movie.title, overview: movie.overview, posterPath: movie.posterPath,
                    releaseDate: movie.releaseDate, genreIds: movie.genreIds, voteAverage: movie.voteAverage)
            },
            totalPages: page.totalPages, totalResults: page.totalResults)
    }
}

extension MovieDetailsDTO {
    /// The DTO TMDB would send for a catalogue movie in `language` (a TMDB `language` parameter).
    init(_ catalogueMovie: SampleMovie, language: String? = nil) {
        let movie = MovieCatalog.localized(catalogueMovie, language: language)
        self.init(
            id: movie.id, title: movie.title, originalTitle: movie.originalTitle, overview: movie.overview,
            posterPath: movie.posterPath, backdropPath: movie.backdropPath, releaseDate: movie.releaseDate,
            runtime: movie.runtime,
            genres: MovieCatalog.genres(of: movie, language: language).map { MovieGenreDTO(id: $0.id, name: $0.name) },
            tagline: movie.tagline, status: movie.status, voteAverage: movie.voteAverage, voteCount: movie.voteCount)
    }
}
