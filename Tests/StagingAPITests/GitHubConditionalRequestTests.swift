import Foundation
import StagingAPI
import TestSupport
import Testing

/// The staging API answers GitHub's conditional requests as GitHub does: an `ETag` on every list page and
/// profile, `304` without a body for `If-None-Match` naming it, and the 304s counted apart.
@Suite struct GitHubConditionalRequestTests {
    @Test(arguments: ["/users?per_page=30&since=30", "/users/defunkt"])
    func anAnswerNamedByItsTagIsNotModifiedAndCountedApart(path: String) async throws {
        try await withStagingAPI { api in
            let first = try await api.get(path)
            #expect(first.response.statusCode == 200)
            let tag = try #require(first.response.value(forHTTPHeaderField: "ETag"))
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""), "a strong tag")

            let again = try await api.get(path, headers: ["If-None-Match": tag])
            #expect(again.response.statusCode == 304)
            #expect(again.body.isEmpty)
            #expect(again.response.value(forHTTPHeaderField: "ETag") == tag)
            let weak = try await api.get(path, headers: ["If-None-Match": "\"other\", W/\(tag)"])
            #expect(weak.response.statusCode == 304)

            let counts = await api.requestCounts()
            let countedPath = String(path.prefix { $0 != "?" })
            #expect(counts[countedPath] == 1)
            #expect(counts["304 \(countedPath)"] == 2)
        }
    }

    @Test func aStaleTagGetsTheWholeAnswerAndDifferentPagesHaveDifferentTags() async throws {
        try await withStagingAPI { api in
            let first = try await api.get("/users")
            let second = try await api.get("/users?since=30")
            let firstTag = try #require(first.response.value(forHTTPHeaderField: "ETag"))
            #expect(second.response.value(forHTTPHeaderField: "ETag") != firstTag)

            let stale = try await api.get("/users?since=30", headers: ["If-None-Match": firstTag])
            #expect(stale.response.statusCode == 200)
            #expect(stale.body == second.body)
            #expect(await api.requestCount(path: "/users") == 3)
        }
    }

    @Test func aNotModifiedAnswerDoesNotSpendTheRateLimit() async throws {
        try await withStagingAPI { api in
            let first = try await api.get("/users/mojombo")
            let tag = try #require(first.response.value(forHTTPHeaderField: "ETag"))
            let used = first.response.value(forHTTPHeaderField: "x-ratelimit-used")
            let again = try await api.get("/users/mojombo", headers: ["If-None-Match": tag])
            #expect(again.response.value(forHTTPHeaderField: "x-ratelimit-used") == used)
        }
    }
}
