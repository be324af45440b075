import DataLayer
import DomainLayer
import Foundation
import SampleData
import Synchronization
import TestSupport
import Testing

/// The popular movies, what the Movies scene opens on: dev (the bundled catalogue) and alpha (TMDB's
/// `/3/movie/popular` on the staging API) answer the same pages, most popular first, and the repository keeps a
/// recent page so the source is asked once.
@Suite struct PopularMoviesTests {
    @Test func devAndAlphaGiveTheSamePopularPagesMostPopularFirst() async throws {
        let dataset = try SampleDataset.bundled()
        let dev = BundledMoviesDataSource(movies: dataset.movies)
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = MoviesDataTestSupport.tmdb(baseURL: api.baseURL)
            let first = try await alpha.popularPage(page: 1)
            #expect(first.movies.count == MovieCatalog.pageSize)
            #expect(first.totalResults == dataset.movies.count)
            let ranked = dataset.movies.sorted { ($0.popularity, -$0.id) > ($1.popularity, -$1.id) }
            #expect(first.movies.map(\.id) == ranked.prefix(MovieCatalog.pageSize).map(\.id))
            for page in [1, 2, first.totalPages, first.totalPages + 1] {
                let devPage = try await dev.popularPage(page: page)
                let alphaPage = try await alpha.popularPage(page: page)
                #expect(devPage == alphaPage, "page \(page)")
            }
        }
    }

    @Test func koreanPopularMoviesAreTheSameMoviesInKorean() async throws {
        let dataset = try SampleDataset.bundled()
        let english = try await BundledMoviesDataSource(movies: dataset.movies).popularPage(page: 1)
        let korean = try await BundledMoviesDataSource(movies: dataset.movies, language: .korean).popularPage(page: 1)
        #expect(korean.movies.map(\.id) == english.movies.map(\.id))
        #expect(korean.movies.map(\.title) != english.movies.map(\.title))
    }

    @Test(arguments: [0, 501])
    func aPageTMDBRefusesIsRefusedInDevAsInAlpha(page: Int) async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = await #expect(throws: DomainError.self) {
                try await MoviesDataTestSupport.tmdb(baseURL: api.baseURL).popularPage(page: page)
            }
            let dev = await #expect(throws: DomainError.self) {
                try await BundledMoviesDataSource(movies: dataset.movies).popularPage(page: page)
            }
            #expect(alpha == dev)
        }
    }

    @Test func aRecentPopularPageIsServedWithoutAskingTheSourceAgain() async throws {
        try await withTemporaryDirectory { directory in
            let cache = SQLiteResponseCacheStore(
                database: try MoviesDataTestSupport.cacheDatabase(in: directory), namespace: "movies",
                policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 5 << 20))
            let source = CountingPopularSource(
                base: BundledMoviesDataSource(movies: try SampleDataset.bundled().movies))
            let repository = CachedMoviesRepository(source: source, cache: cache)

            let first = try await repository.popularPage(page: 1)
            let second = try await repository.popularPage(page: 1)

            #expect(second == first)
            #expect(source.popularAsks == [1])
            // A search for the same page number is another key: it does not read the popular page.
            #expect(await repository.cachedPage(query: try MoviesDataFixtures.query("popular"), page: 1) == nil)
        }
    }
}

/// A data source that counts the popular pages it is asked for.
private final class CountingPopularSource: MoviesDataSource {
    let base: any MoviesDataSource
    private let asks = Mutex<[Int]>([])

    init(base: any MoviesDataSource) {
        self.base = base
    }

    var popularAsks: [Int] { asks.withLock { $0 } }
    var language: MovieLanguage { base.language }

    func page(query: MovieQuery, page: Int) async throws -> MoviesPage {
        try await base.page(query: query, page: page)
    }

    func details(id: Int) async throws -> MovieDetails {
        try await base.details(id: id)
    }

    func popularPage(page: Int) async throws -> MoviesPage {
        asks.withLock { $0.append(page) }
        return try await base.popularPage(page: page)
    }
}
