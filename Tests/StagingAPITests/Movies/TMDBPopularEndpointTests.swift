import Foundation
import SampleData
import StagingAPI
import TestSupport
import Testing

/// `GET /3/movie/popular`, in TMDB's shape (the search's: `page`, `results`, `total_pages`, `total_results`), with
/// TMDB's checks: the key, then the page.
@Suite struct TMDBPopularEndpointTests {
    @Test func popularAnswersEveryMovieMostPopularFirstInTMDBShape() async throws {
        let dataset = Fixtures.dataset()
        try await withStagingAPI(dataset: dataset) { api in
            let (data, response) = try await api.get("/3/movie/popular?page=1&api_key=k&language=en-US")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
            let body = try JSONBody.object(data)
            #expect(Set(body.keys) == ["page", "results", "total_pages", "total_results"])
            #expect(body["page"] as? Int == 1)
            #expect(body["total_results"] as? Int == dataset.movies.count)
            let pages = (dataset.movies.count + MovieCatalog.pageSize - 1) / MovieCatalog.pageSize
            #expect(body["total_pages"] as? Int == pages)
            let results = try #require(body["results"] as? [[String: Any]])
            let ranked = dataset.movies.sorted { ($0.popularity, -$0.id) > ($1.popularity, -$1.id) }
            #expect(results.map { $0["id"] as? Int } == ranked.prefix(MovieCatalog.pageSize).map(\.id))
            let first = try #require(results.first)
            for key in ["title", "original_title", "overview", "release_date", "genre_ids", "vote_average", "adult"] {
                #expect(first[key] != nil, "\(key)")
            }
        }
    }

    @Test func popularIsNotAMovieCalledPopular() async throws {
        try await withStagingAPI { api in
            let (_, response) = try await api.get("/3/movie/popular?api_key=k")
            #expect(response.statusCode == 200)
            let (_, details) = try await api.get("/3/movie/1001?api_key=k")
            #expect(details.statusCode == 200)
        }
    }

    @Test(arguments: ["0", "501", "two"])
    func popularRefusesPagesOutsideOneToFiveHundred(page: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/movie/popular?page=\(page)&api_key=k")
            #expect(response.statusCode == 400)
            #expect(try JSONBody.object(data)["status_code"] as? Int == 22)
        }
    }

    @Test(arguments: ["", "&api_key=invalid"])
    func popularWithoutAValidKeyIsUnauthorized(key: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/movie/popular?page=1\(key)")
            #expect(response.statusCode == 401)
            #expect(try JSONBody.object(data)["status_code"] as? Int == 7)
        }
    }
}
