import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct GitHubEndpointTests {
    @Test func usersAnswersThirtyShortUsersWithANextLink() async throws {
        try await withStagingAPI { api in
            let base = api.baseURL.absoluteString
            let (data, response) = try await api.get("/users")
            #expect(response.statusCode == 200)
            let users = try JSONBody.array(data)
            #expect(users.count == 30)
            let first = try #require(users.first)
            #expect(first["login"] as? String == "mojombo")
            #expect(first["id"] as? Int == 1)
            #expect(first["node_id"] as? String == "MDQ6VXNlcjE=")
            #expect(first["avatar_url"] as? String == "\(base)/avatars/u/1?v=4")
            #expect(first["url"] as? String == "\(base)/users/mojombo")
            #expect(first["following_url"] as? String == "\(base)/users/mojombo/following{/other_user}")
            #expect(first["type"] as? String == "User")
            #expect(first["site_admin"] as? Bool == false)
            #expect(first["name"] == nil, "the list carries the short shape only")
            let link = try #require(response.value(forHTTPHeaderField: "Link"))
            #expect(
                link == "<\(base)/users?per_page=30&since=30>; rel=\"next\", <\(base)/users{?since}>; rel=\"first\"")
        }
    }

    @Test func usersPagesBySinceCursorAndDropsNextAtTheEnd() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/users?per_page=50&since=50")
            let users = try JSONBody.array(data)
            #expect(users.map { $0["id"] as? Int } == (51...75).map { $0 })
            let link = try #require(response.value(forHTTPHeaderField: "Link"))
            #expect(!link.contains("rel=\"next\""))
            #expect(link.contains("rel=\"first\""))
            let capped = try JSONBody.array(try await api.get("/users?per_page=500").body)
            #expect(capped.count == 75, "per_page is capped at 100; the fixture has 75 users")
        }
    }

    @Test func usersCarriesRateLimitHeaders() async throws {
        try await withStagingAPI { api in
            let response = try await api.get("/users?per_page=2").response
            let limit = try #require(response.value(forHTTPHeaderField: "x-ratelimit-limit").flatMap(Int.init))
            let remaining = try #require(response.value(forHTTPHeaderField: "x-ratelimit-remaining").flatMap(Int.init))
            let used = try #require(response.value(forHTTPHeaderField: "x-ratelimit-used").flatMap(Int.init))
            let reset = try #require(response.value(forHTTPHeaderField: "x-ratelimit-reset").flatMap(Int.init))
            #expect(limit == remaining + used)
            #expect(remaining > 0)
            #expect(reset > Int(Date().timeIntervalSince1970))
            #expect(response.value(forHTTPHeaderField: "x-ratelimit-resource") == "core")
        }
    }

    @Test func userAnswersTheFullShapeWithNulls() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/users/DEFUNKT")
            #expect(response.statusCode == 200)
            let user = try JSONBody.object(data)
            #expect(user["login"] as? String == "defunkt")
            #expect(user["name"] as? String == "Chris Wanstrath")
            #expect(user["blog"] as? String == "https://example.com/defunkt")
            #expect(user["hireable"] as? Bool == false)
            #expect(user["public_repos"] as? Int == 6)
            #expect(user["followers"] as? Int == 20)
            #expect(user["created_at"] as? String == "2007-10-20T05:24:19Z")
            for key in ["company", "email", "bio", "twitter_username"] {
                #expect(JSONBody.isNull(user, key), "\(key) is sent as null")
            }
            let third = try JSONBody.object(try await api.get("/users/user3").body)
            #expect(JSONBody.isNull(third, "hireable"))
        }
    }

    @Test func unknownUserIsJSONNotFound() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/users/nobody-here")
            #expect(response.statusCode == 404)
            let body = try JSONBody.object(data)
            #expect(body["message"] as? String == "Not Found")
            #expect(body["documentation_url"] as? String == "https://docs.github.com/rest")
        }
    }

    @Test func invalidTokenIsBadCredentials() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/users", headers: ["Authorization": "Bearer invalid"])
            #expect(response.statusCode == 401)
            #expect(try JSONBody.object(data)["message"] as? String == "Bad credentials")
            let accepted = try await api.get("/users/mojombo", headers: ["Authorization": "Bearer real-token"])
            #expect(accepted.response.statusCode == 200)
            #expect(accepted.response.value(forHTTPHeaderField: "x-ratelimit-limit") == "5000")
        }
    }

    @Test func avatarsArePNG() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/avatars/u/2?v=4")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
            let png = try PNGFile(Array(data))
            #expect(png.size == PNGFile.Size(width: 460, height: 460))
        }
    }
}
