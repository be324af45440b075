import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// What GitHub-shaped answers become: `hireable` as Bool or null, optional fields missing or null, and
/// hostile text kept as text.
@Suite struct GitHubUserMappingTests {
    static func profile(_ fields: String) -> String {
        #"{"login":"octocat","id":583231,"avatar_url":"https://avatars.example/u/583231?v=4""# + fields + "}"
    }

    func details(_ body: String) async throws -> GitHubUserDetails {
        try await withHostileUpstream(["/users/octocat": .json(body)]) { upstream in
            try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL).details(login: "octocat")
        }
    }

    static let octocat = GitHubUser(id: 583231, login: "octocat", avatarURL: "https://avatars.example/u/583231?v=4")

    @Test(arguments: [#","hireable":null"#, #","hireable":true"#, #","hireable":false"#, ""])
    func hireableMayBeTrueFalseNullOrMissing(hireable: String) async throws {
        let body = Self.profile(#","name":"The Octocat","followers":20,"following":0,"public_repos":8"# + hireable)
        #expect(
            try await details(body)
                == GitHubUserDetails(user: Self.octocat, name: "The Octocat", followers: 20, publicRepos: 8))
    }

    @Test func aHireableThatIsAStringIsNotReadAsTrue() throws {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                GitHubUserDetailsDTO.self, from: Data(Self.profile(#","hireable":"yes""#).utf8))
        }
    }

    @Test func everyFieldButLoginIdAndAvatarMayBeMissing() async throws {
        #expect(try await details(Self.profile("")) == GitHubUserDetails(user: Self.octocat))
    }

    @Test func nullAndBlankTextsAreNoneAndTheGitHubExampleReadsWhole() async throws {
        let fields =
            #","name":null,"company":"","blog":"","location":"  ","email":null,"bio":null"#
            + #","followers":null,"public_repos":3,"created_at":null,"site_admin":null,"type":null"#
        #expect(try await details(Self.profile(fields)) == GitHubUserDetails(user: Self.octocat, publicRepos: 3))
        let example = try JSONDecoder().decode(GitHubUserDetailsDTO.self, from: try APIShapes.data("gh_user.json"))
        #expect(example.hireable == nil)
        #expect(example.blog == "http://chriswanstrath.com/")
    }

    @Test func aMissingLoginIsBadData() async throws {
        let error = await #expect(throws: DomainError.self) {
            try await details(#"{"id":1,"avatar_url":"a"}"#)
        }
        guard case .badData = error else {
            Issue.record("expected bad data, got \(String(describing: error))")
            return
        }
    }

    @Test func hostileLoginsAvatarsAndTextsAreKeptAsPlainText() async throws {
        let login = #"<img src=x onerror=alert(1)>"#
        let avatar = "javascript:alert(1)"
        let row = #"[{"login":"\#(login)","id":7,"avatar_url":"\#(avatar)"}]"#
        let profile = Self.profile(#","name":"<b>Bold</b>","bio":"\"quoted\" & <i>","blog":"javascript:alert(2)""#)
        try await withHostileUpstream(["/users": .json(row), "/users/octocat": .json(profile)]) { upstream in
            let source = UsersDataFixtures.gitHub(baseURL: upstream.baseURL)
            let page = try await source.page(since: 0, perPage: 30)
            let details = try await source.details(login: "octocat")
            #expect(
                page == GitHubUserPage(users: [GitHubUser(id: 7, login: login, avatarURL: avatar)], nextCursor: nil))
            #expect(
                details
                    == GitHubUserDetails(
                        user: Self.octocat, name: "<b>Bold</b>", bio: #""quoted" & <i>"#, blog: "javascript:alert(2)"))
        }
    }
}
