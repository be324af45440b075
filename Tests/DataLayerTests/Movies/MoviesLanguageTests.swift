import DataLayer
import DomainLayer
import Foundation
import SampleData
import TestSupport
import Testing

/// Movies in the page's language: TMDB is asked with `language`, dev answers from the catalogue's translations
/// as the staging API does, and the cache keeps each language's pages and details apart.
@Suite struct MoviesLanguageTests {
    static let policy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 5 << 20)

    @Test func tmdbIsAskedInItsLanguageAndDevAgrees() async throws {
        let dataset = try SampleDataset.bundled()
        let query = try MoviesDataFixtures.query("star")
        try await withStagingAPI(dataset: dataset) { api in
            for language in MovieLanguage.allCases {
                let alpha = MoviesDataTestSupport.tmdb(baseURL: api.baseURL, language: language)
                let dev = BundledMoviesDataSource(movies: dataset.movies, language: language)
                let page = try await alpha.page(query: query, page: 1)
                #expect(page == (try await dev.page(query: query, page: 1)), "\(language)")
                let expected = try page.movies.map { movie in
                    let bundled = try #require(dataset.movies.first { $0.id == movie.id })
                    return MovieCatalog.localized(bundled, language: language.tag).title
                }
                #expect(page.movies.map(\.title) == expected, "\(language)")
                let id = try #require(page.movies.first?.id)
                let details = try await alpha.details(id: id)
                #expect(details == (try await dev.details(id: id)), "\(language)")
            }
            let english = try await MoviesDataTestSupport.tmdb(baseURL: api.baseURL).page(query: query, page: 1)
            let korean = try await MoviesDataTestSupport.tmdb(baseURL: api.baseURL, language: .korean)
                .page(query: query, page: 1)
            #expect(english.movies.map(\.id) == korean.movies.map(\.id))
            #expect(zip(english.movies, korean.movies).allSatisfy { $0.title != $1.title })
            #expect(korean.movies.allSatisfy { $0.title.contains { ("가"..."힣").contains($0) } })
        }
    }

    @Test func koreanDetailsNameTheGenresInKorean() async throws {
        let dataset = try SampleDataset.bundled()
        let movie = try #require(dataset.movies.first { $0.genreIds.contains(878) })
        let details = try await BundledMoviesDataSource(movies: dataset.movies, language: .korean).details(id: movie.id)
        #expect(details.genres.contains(MovieDetails.Genre(id: 878, name: "SF")))
        #expect(details.title == movie.translations["ko"]?.title)
    }

    @Test func theCacheNeverServesOneLanguagesPageOrDetailsInAnother() async throws {
        let dataset = try SampleDataset.bundled()
        let query = try MoviesDataFixtures.query("night")
        try await withTemporaryDirectory { directory in
            let cache = SQLiteResponseCacheStore(
                database: try MoviesDataTestSupport.cacheDatabase(in: directory), namespace: "movies",
                policy: Self.policy)
            let english = CachedMoviesRepository(
                source: BundledMoviesDataSource(movies: dataset.movies, language: .english), cache: cache)
            let korean = CachedMoviesRepository(
                source: BundledMoviesDataSource(movies: dataset.movies, language: .korean), cache: cache)
            let englishPage = try await english.freshPage(query: query, page: 1)
            #expect(await korean.cachedPage(query: query, page: 1) == nil)
            #expect(korean.freshPageAtHand(query: query, page: 1) == nil)
            let koreanPage = try await korean.freshPage(query: query, page: 1)
            #expect(koreanPage != englishPage)
            #expect(await english.cachedPage(query: query, page: 1) == englishPage)
            #expect(await korean.cachedPage(query: query, page: 1) == koreanPage)
            let id = try #require(englishPage.movies.first?.id)
            let englishDetails = try await english.details(id: id)
            let koreanDetails = try await korean.details(id: id)
            #expect(englishDetails.title != koreanDetails.title)
            #expect(try await english.details(id: id) == englishDetails)
        }
    }
}
