import DataLayer
import DomainLayer
import SampleData
import TestSupport
import Testing

/// Dev (the bundled data source) and alpha (TMDB against the staging API over the same dataset) answer the
/// same pages in the same order, and the same details for the same id.
@Suite struct MoviesDevAlphaParityTests {
    @Test(arguments: ["the", "city", "Love", "star", "night", "the city", "pip &", "  beyond  ", "zzz"])
    func devAndAlphaGiveTheSamePagesInTheSameOrder(text: String) async throws {
        let dataset = try SampleDataset.bundled()
        let query = try MoviesDataFixtures.query(text)
        let dev = BundledMoviesDataSource(movies: dataset.movies)
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = MoviesDataTestSupport.tmdb(baseURL: api.baseURL)
            let first = try await alpha.page(query: query, page: 1)
            // Every page, the last one, and one past it.
            for page in 1...(first.totalPages + 1) {
                let devPage = try await dev.page(query: query, page: page)
                let alphaPage = try await alpha.page(query: query, page: page)
                #expect(devPage == alphaPage, "\(text) page \(page)")
            }
        }
    }

    @Test func devAndAlphaGiveTheSameDetailsForEveryBundledMovie() async throws {
        let dataset = try SampleDataset.bundled()
        let dev = BundledMoviesDataSource(movies: dataset.movies)
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = MoviesDataTestSupport.tmdb(baseURL: api.baseURL)
            var all: [MovieDetails] = []
            for movie in dataset.movies {
                let devDetails = try await dev.details(id: movie.id)
                let alphaDetails = try await alpha.details(id: movie.id)
                #expect(devDetails == alphaDetails, "\(movie.id)")
                all.append(devDetails)
            }
            // Some bundled movies lack a runtime, a tagline, a poster or a date, so parity covers the nones.
            #expect(all.contains { $0.runtime == nil } && all.contains { $0.tagline == nil })
            #expect(all.contains { $0.posterPath == nil } && all.contains { $0.releaseDate == nil })
        }
    }

    @Test(arguments: [1, 10_500, Int.max])
    func anUnknownIdIsNotFoundInDevAndAlpha(id: Int) async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api -> Void in
            await #expect(throws: DomainError.notFound) {
                try await MoviesDataTestSupport.tmdb(baseURL: api.baseURL).details(id: id)
            }
            await #expect(throws: DomainError.notFound) {
                try await BundledMoviesDataSource(movies: dataset.movies).details(id: id)
            }
        }
    }

    @Test func severalQueriesReallyPage() async throws {
        let dev = BundledMoviesDataSource(movies: try SampleDataset.bundled().movies)
        for text in ["the", "city", "love"] {
            let page = try await dev.page(query: try MoviesDataFixtures.query(text), page: 1)
            #expect(page.totalPages > 1, "\(text)")
            #expect(page.movies.count == MovieCatalog.pageSize, "\(text)")
        }
    }

    @Test(arguments: [0, 501])
    func aPageTMDBRefusesIsRefusedAlikeInDev(page: Int) async throws {
        let dataset = Fixtures.dataset()
        let query = try MoviesDataFixtures.query("space")
        try await withStagingAPI(dataset: dataset) { api in
            let expected = DomainError.server(
                status: 400,
                message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")
            await #expect(throws: expected) {
                try await MoviesDataTestSupport.tmdb(baseURL: api.baseURL).page(query: query, page: page)
            }
            await #expect(throws: expected) {
                try await BundledMoviesDataSource(movies: dataset.movies).page(query: query, page: page)
            }
        }
    }
}
