import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// The next cursor as read from what a GitHub-shaped upstream sends in `Link`.
@Suite struct GitHubLinkHeaderTests {
    static let oneUser = #"[{"login":"octocat","id":583231,"avatar_url":"https://avatars.example/u/583231"}]"#

    func nextCursor(link: String?, body: String = oneUser, since: Int = 0) async throws -> Int? {
        let answer = HostileUpstream.Answer(
            headers: [("Content-Type", "application/json")] + (link.map { [("Link", $0)] } ?? []),
            body: Data(body.utf8))
        return try await withHostileUpstream(["/users": answer]) { upstream in
            try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL).page(since: since, perPage: 30).nextCursor
        }
    }

    @Test func theNextRelationsSinceIsTheCursorWhereverItStands() async throws {
        let github =
            #"<https://api.github.com/users?per_page=30&since=583231>; rel="next", "#
            + #"<https://api.github.com/users{?since}>; rel="first""#
        #expect(try await nextCursor(link: github) == 583231)
        let reordered =
            #"<https://x.test/users{?since}>; rel="first", <https://x.test/users?since=9&per_page=1>; rel=next"#
        #expect(try await nextCursor(link: reordered) == 9)
        let commaInTarget = #"<https://x.test/users?a=1,2&since=12>; title="a, b"; rel="prev next""#
        #expect(try await nextCursor(link: commaInTarget) == 12)
    }

    @Test func noNextRelationEndsTheList() async throws {
        #expect(try await nextCursor(link: nil) == nil)
        #expect(try await nextCursor(link: #"<https://x.test/users{?since}>; rel="first""#) == nil)
        #expect(try await nextCursor(link: #"<https://x.test/users?since=ten>; rel="next""#) == nil)
        #expect(try await nextCursor(link: "garbage") == nil)
    }

    /// A `since` that is no user id (past what a JavaScript number holds, or beyond an Int) ends the list: the
    /// cursor is kept in the cache, where a number outside the ids makes the page unreadable.
    @Test func aSinceThatIsNoUserIDEndsTheList() async throws {
        for since in ["9007199254740993", "9223372036854775807", "99999999999999999999", "-5"] {
            #expect(
                try await nextCursor(link: "<https://x.test/users?since=\(since)>; rel=\"next\"") == nil, "\(since)")
        }
        #expect(try await nextCursor(link: #"<https://x.test/users?since=9007199254740992>; rel="next""#) == 1 << 53)
    }

    @Test func anEmptyPageEndsTheListWhateverTheLinkSays() async throws {
        #expect(try await nextCursor(link: #"<https://x.test/users?since=5>; rel="next""#, body: "[]") == nil)
    }

    @Test func aNextLinkThatDoesNotMoveForwardEndsTheListRatherThanLoop() async throws {
        #expect(try await nextCursor(link: #"<https://x.test/users?since=40>; rel="next""#, since: 40) == nil)
        #expect(try await nextCursor(link: #"<https://x.test/users?since=7>; rel="next""#, since: 40) == nil)
    }

    @Test func aRowThatCannotBeReadIsSkippedAndTheListGoesOn() async throws {
        let body = #"[{"login":"a","id":1,"avatar_url":"u1"},{"login":"b","id":"two"},{"id":3}]"#
        let answer = HostileUpstream.Answer(
            headers: [("Content-Type", "application/json"), ("Link", #"<https://x.test/users?since=3>; rel="next""#)],
            body: Data(body.utf8))
        try await withHostileUpstream(["/users": answer]) { upstream in
            let log = LogCapture()
            let page = try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL, log: log)
                .page(since: 0, perPage: 30)
            #expect(page == GitHubUserPage(users: [GitHubUser(id: 1, login: "a", avatarURL: "u1")], nextCursor: 3))
            #expect(log.messages.contains { $0.contains("Skipped GitHub users") && $0.contains("skipped=2") })
        }
    }
}
