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

    @Test func detailsAnswerTheMovieInTMDBShape() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/movie/1001?api_key=k&language=en-US")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
            let body = try JSONBody.object(data)
            #expect(body["id"] as? Int == 1001)
            #expect(body["title"] as? String == "Space Adventure 1")
            #expect(body["original_title"] as? String == "Space Adventure 1")
            #expect(body["overview"] as? String == "About Space Adventure 1.")
            #expect(body["poster_path"] as? String == "/space1.svg")
            #expect(JSONBody.isNull(body, "backdrop_path"))
            #expect(body["release_date"] as? String == "2001-01-02")
            #expect(body["runtime"] as? Int == 91)
            #expect(body["tagline"] as? String == "Adventure 1 awaits.")
            #expect(body["status"] as? String == "Released")
            #expect(body["vote_average"] as? Double == 7.5)
            #expect(body["vote_count"] as? Int == 2)
            let genres = try #require(body["genres"] as? [[String: Any]])
            #expect(genres.map { $0["id"] as? Int } == [878, 12])
            #expect(genres.map { $0["name"] as? String } == ["Science Fiction", "Adventure"])
            #expect(body["genre_ids"] == nil)
        }
    }

    @Test func detailsSendNullsAndEmptyStringsAsTMDBDoes() async throws {
        try await withStagingAPI { api in
            let body = try JSONBody.object(try await api.get("/3/movie/1035?api_key=k").body)
            #expect(JSONBody.isNull(body, "poster_path"))
            #expect(body["release_date"] as? String == "")
            #expect(JSONBody.isNull(body, "runtime"))
            #expect(body["status"] as? String == "Planned")
            let noTagline = try JSONBody.object(try await api.get("/3/movie/1003?api_key=k").body)
            #expect(noTagline["tagline"] as? String == "")
        }
    }

    @Test(arguments: ["", "&api_key=invalid"])
    func detailsWithoutAValidKeyAreUnauthorized(key: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/movie/1001?language=en-US\(key)")
            #expect(response.statusCode == 401)
            #expect(try JSONBody.object(data)["status_code"] as? Int == 7)
        }
    }

    @Test(arguments: [
        "999", "0", "-1001", "+1001", "1001.0", "abc", "9223372036854775807", "99999999999999999999", "%2E%2E",
        "%2F1001", "1001%00", "1001/images", "..%2F3%2Fsearch%2Fmovie", "%E2%91%A0",
    ])
    func detailsOfAnUnknownOrHostileIdAreNotFoundWithCode34(id: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/movie/\(id)?api_key=k")
            #expect(response.statusCode == 404)
            let body = try JSONBody.object(data)
            #expect(body["status_code"] as? Int == 34)
            #expect(body["status_message"] as? String == "The resource you requested could not be found.")
            #expect(body["success"] as? Bool == false)
        }
    }

    @Test func detailsAreCountedAndFaultedLikeTheSearch() async throws {
        try await withStagingAPI { api in
            let failed = try await api.get("/3/movie/1001?api_key=k", headers: ["X-Strata-Fault": "status=500"])
            #expect(failed.response.statusCode == 500)
            #expect(try JSONBody.object(failed.body)["status_code"] as? Int == 11)
            let malformed = try await api.get("/3/movie/1001?api_key=k&strata_fault=malformed")
            #expect(malformed.response.statusCode == 200)
            #expect(!JSONBody.isJSON(malformed.body))
            _ = try await api.get("/3/movie/1001?api_key=k")
            #expect(await api.requestCount(path: "/3/movie/1001") == 3)
        }
    }

    @Test func unknownTMDBPathIsNotFoundWithCode34() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/tv/nope?api_key=k")
            #expect(response.statusCode == 404)
            #expect(try JSONBody.object(data)["status_code"] as? Int == 34)
        }
    }
}
