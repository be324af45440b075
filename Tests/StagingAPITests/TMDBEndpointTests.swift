import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct TMDBEndpointTests {
    @Test func searchAnswersTheFirstPageInTMDBShape() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/search/movie?query=space&page=1&api_key=k&language=en-US")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
            let body = try JSONBody.object(data)
            #expect(body["page"] as? Int == 1)
            #expect(body["total_results"] as? Int == 45)
            #expect(body["total_pages"] as? Int == 3)
            let results = try #require(body["results"] as? [[String: Any]])
            #expect(results.count == 20)
            let first = try #require(results.first)
            #expect(first["id"] as? Int == 1001)
            #expect(first["title"] as? String == "Space Adventure 1")
            #expect(first["original_title"] as? String == "Space Adventure 1")
            #expect(first["poster_path"] as? String == "/space1.svg")
            #expect(first["release_date"] as? String == "2001-01-02")
            #expect(first["genre_ids"] as? [Int] == [878, 12])
            #expect(first["vote_average"] as? Double == 7.5)
            #expect(first["adult"] as? Bool == false)
            #expect(JSONBody.isNull(first, "backdrop_path"))
            let fifth = try #require(results.first { $0["id"] as? Int == 1005 })
            #expect(JSONBody.isNull(fifth, "poster_path"))
        }
    }

    @Test func searchPagesUpToTheLastPage() async throws {
        try await withStagingAPI { api in
            let last = try JSONBody.object(try await api.get("/3/search/movie?query=space&page=3&api_key=k").body)
            #expect(last["page"] as? Int == 3)
            #expect((last["results"] as? [Any])?.count == 5)
            let past = try JSONBody.object(try await api.get("/3/search/movie?query=space&page=4&api_key=k").body)
            #expect(past["page"] as? Int == 4)
            #expect((past["results"] as? [Any])?.isEmpty == true)
            #expect(past["total_pages"] as? Int == 3)
        }
    }

    @Test func searchWithoutQueryIsAnEmptyFirstPage() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/search/movie?api_key=k")
            #expect(response.statusCode == 200)
            let body = try JSONBody.object(data)
            #expect(body["page"] as? Int == 1)
            #expect((body["results"] as? [Any])?.isEmpty == true)
            #expect(body["total_results"] as? Int == 0)
        }
    }

    @Test(arguments: ["0", "501", "two"])
    func searchRefusesPagesOutsideOneToFiveHundred(page: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/search/movie?query=space&page=\(page)&api_key=k")
            #expect(response.statusCode == 400)
            let body = try JSONBody.object(data)
            #expect(body["status_code"] as? Int == 22)
            #expect(body["success"] as? Bool == false)
        }
    }

    @Test(arguments: ["", "&api_key=invalid"])
    func searchWithoutAValidKeyIsUnauthorized(key: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/search/movie?query=space\(key)")
            #expect(response.statusCode == 401)
            let body = try JSONBody.object(data)
            #expect(body["status_code"] as? Int == 7)
            #expect(body["status_message"] as? String == "Invalid API key: You must be granted a valid key.")
            #expect(body["success"] as? Bool == false)
        }
    }

    @Test func postersAreLongCachedPNGInEveryTMDBSize() async throws {
        try await withStagingAPI { api in
            for size in ["w92", "w154", "w185", "w342", "w500", "w780", "original"] {
                let (data, response) = try await api.get("/t/p/\(size)/space1.svg")
                #expect(response.statusCode == 200)
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
                #expect(response.value(forHTTPHeaderField: "Cache-Control")?.contains("max-age=31536000") == true)
                #expect(data.starts(with: PNGFile.signature))
            }
            #expect(try await api.get("/t/p/w93/space1.svg").response.statusCode == 404)
        }
    }

    @Test func unknownTMDBPathIsNotFoundWithCode34() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/movie/nope?api_key=k")
            #expect(response.statusCode == 404)
            #expect(try JSONBody.object(data)["status_code"] as? Int == 34)
        }
    }
}
