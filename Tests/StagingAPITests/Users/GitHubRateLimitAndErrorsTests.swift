import Foundation
import StagingAPI
import TestSupport
import Testing

/// The staging GitHub's `GET /rate_limit` and error bodies, as GitHub answers them.
@Suite struct GitHubRateLimitAndErrorsTests {
    @Test func rateLimitReportsCoreAndTheOthersWithoutCountingItself() async throws {
        try await withStagingAPI { api in
            _ = try await api.get("/users?per_page=2")
            let (data, response) = try await api.get("/rate_limit")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
            let body = try JSONBody.object(data)
            let resources = try #require(body["resources"] as? [String: [String: Any]])
            let core = try #require(resources["core"])
            #expect(core["limit"] as? Int == 60)
            #expect(core["used"] as? Int == 1)
            #expect(core["remaining"] as? Int == 59)
            #expect(core["resource"] as? String == "core")
            #expect((core["reset"] as? Int ?? 0) > Int(Date().timeIntervalSince1970))
            for name in ["search", "graphql", "integration_manifest", "code_search"] {
                let resource = try #require(resources[name], "\(name)")
                #expect(["limit", "remaining", "reset", "used"].allSatisfy { resource[$0] is Int }, "\(name)")
                #expect(resource["resource"] as? String == name)
            }
            let rate = try #require(body["rate"] as? [String: Any])
            #expect(rate["limit"] as? Int == 60 && rate["used"] as? Int == 1)
            #expect(response.value(forHTTPHeaderField: "x-ratelimit-used") == "1")
            // Asking for the limits again spends none of it.
            let again = try JSONBody.object(try await api.get("/rate_limit").body)
            #expect((again["rate"] as? [String: Any])?["used"] as? Int == 1)
            let counted = try await api.get("/users/mojombo")
            #expect(counted.response.value(forHTTPHeaderField: "x-ratelimit-used") == "2")
        }
    }

    @Test func rateLimitForATokenIsTheAuthenticatedOneAndABadTokenIsRefused() async throws {
        try await withStagingAPI { api in
            let signedIn = try JSONBody.object(
                try await api.get("/rate_limit", headers: ["Authorization": "Bearer real-token"]).body)
            #expect((signedIn["rate"] as? [String: Any])?["limit"] as? Int == 5000)
            let (data, response) = try await api.get("/rate_limit", headers: ["Authorization": "Bearer invalid"])
            #expect(response.statusCode == 401)
            let refusal = NSDictionary(dictionary: try JSONBody.object(data))
            #expect(
                refusal
                    == [
                        "message": "Bad credentials", "documentation_url": "https://docs.github.com/rest",
                        "status": "401",
                    ])
        }
    }

    @Test func errorBodiesCarryTheStatusAsAString() async throws {
        try await withStagingAPI { api in
            let notFound = try await api.get("/users/nobody-here")
            #expect(notFound.response.statusCode == 404)
            let notFoundBody = NSDictionary(dictionary: try JSONBody.object(notFound.body))
            #expect(
                notFoundBody
                    == ["message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"])
            let limited = try await api.get("/users", headers: ["X-Strata-Fault": "ratelimit"])
            #expect(limited.response.statusCode == 403)
            let body = try JSONBody.object(limited.body)
            #expect(body["status"] as? String == "403")
            #expect((body["message"] as? String)?.hasPrefix("API rate limit exceeded") == true)
            let limitedStatus = try await api.get("/rate_limit", headers: ["X-Strata-Fault": "ratelimit"])
            #expect(limitedStatus.response.statusCode == 403)
            for status in [401, 403, 422, 500, 503] {
                let (data, response) = try await api.get("/users", headers: ["X-Strata-Fault": "status=\(status)"])
                #expect(response.statusCode == status)
                #expect(try JSONBody.object(data)["status"] as? String == "\(status)")
            }
        }
    }

    @Test func anUnknownPathUnderRateLimitIsGitHubsJSONNotFound() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/rate_limit/extra")
            #expect(response.statusCode == 404)
            #expect(try JSONBody.object(data)["status"] as? String == "404")
        }
    }
}
