import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// A row's account type and staff badge as GitHub sends them (`type`, `site_admin`), on the list and the
/// profile, and as the response cache keeps them.
@Suite struct GitHubUserTypeTests {
    static func row(_ fields: String) -> String {
        #"{"login":"github","id":9919,"avatar_url":"https://avatars.example/u/9919?v=4""# + fields + "}"
    }

    func page(_ rows: String...) async throws -> GitHubUserPage {
        try await withHostileUpstream(["/users": .json("[" + rows.joined(separator: ",") + "]")]) { upstream in
            try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL).page(since: 0, perPage: 30)
        }
    }

    @Test func aListRowKeepsGitHubsTypeAndSiteAdmin() async throws {
        let page = try await page(
            Self.row(#","type":"Organization","site_admin":false"#),
            #"{"login":"staff","id":9920,"avatar_url":"a","type":"User","site_admin":true}"#,
            #"{"login":"bot","id":9921,"avatar_url":"b","type":"Bot","site_admin":false}"#)
        #expect(
            page.users == [
                GitHubUser(
                    id: 9919, login: "github", avatarURL: "https://avatars.example/u/9919?v=4", type: .organization),
                GitHubUser(id: 9920, login: "staff", avatarURL: "a", type: .user, isSiteAdmin: true),
                GitHubUser(id: 9921, login: "bot", avatarURL: "b", type: .bot),
            ])
    }

    @Test func aMissingNullOrUnknownTypeIsAUserAndAMissingSiteAdminIsNotStaff() async throws {
        let page = try await page(
            Self.row(""), #"{"login":"b","id":9920,"avatar_url":"a","type":null,"site_admin":null}"#,
            #"{"login":"c","id":9921,"avatar_url":"a","type":"Mannequin"}"#)
        #expect(page.users.map(\.type) == [.user, .user, .user])
        #expect(page.users.map(\.isSiteAdmin) == [false, false, false])
    }

    @Test func aSiteAdminThatIsNotABooleanIsBadData() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GitHubUserDTO.self, from: Data(Self.row(#","site_admin":"yes""#).utf8))
        }
    }

    @Test func gitHubsExampleListAndProfileReadTheirTypes() throws {
        let users = try JSONDecoder().decode([GitHubUserDTO].self, from: try APIShapes.data("gh_users.json"))
        #expect(users.first?.type == "User")
        #expect(users.first?.siteAdmin == false)
        let profile = try JSONDecoder().decode(GitHubUserDetailsDTO.self, from: try APIShapes.data("gh_user.json"))
        #expect(profile.type != nil)
        #expect(profile.siteAdmin != nil)
    }

    @Test func aListRowKeepsItsPageAsGitHubGaveItAndABlankOrMissingPageIsNone() async throws {
        let page = try await page(
            Self.row(#","html_url":"https://github.com/github""#), Self.row(#","html_url":" ""#), Self.row(""))
        #expect(page.users.map(\.htmlURL) == ["https://github.com/github", nil, nil])
    }

    @Test func aProfileKeepsItsTypeAndSiteAdmin() async throws {
        let body = Self.row(#","type":"Organization","site_admin":true,"name":"GitHub""#)
        let details = try await withHostileUpstream(["/users/github": .json(body)]) { upstream in
            try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL).details(login: "github")
        }
        #expect(details.user.type == .organization)
        #expect(details.user.isSiteAdmin)
    }
}
