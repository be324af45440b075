import DomainLayer
import PresentationLayer
import Testing

@testable import WebUI

/// A list's rows are remembered without their window: the same row in two windows carries each window's own CSRF
/// token and id, and a changed row (a star set) is rendered anew.
@Suite struct UsersRowMemoTests {
    let user = GitHubUserItemViewModel(
        user: GitHubUser(id: 41, login: "memo-user", avatarURL: "https://a/41"), isBookmarked: false)

    func row(_ user: GitHubUserItemViewModel, csrf: String, window: String) -> String {
        rows([user], csrf: csrf, window: window)[0]
    }

    func rows(_ users: [GitHubUserItemViewModel], csrf: String, window: String) -> [String] {
        UsersListPage.rows(users, origin: .home(pages: 1), returnTo: "/users", strings: .en).map {
            $0.html(.init(csrfToken: csrf, windowID: window)).description
        }
    }

    @Test func aListGrownByAPageShowsItsFirstRowsAsBeforeAndItsNewOnes() {
        let next = GitHubUserItemViewModel(
            user: GitHubUser(id: 42, login: "memo-next", avatarURL: "https://a/42"), isBookmarked: true)
        let first = rows([user], csrf: "t", window: "w")
        let grown = rows([user, next], csrf: "t", window: "w")
        #expect(grown.count == 2)
        #expect(grown[0] == first[0])
        #expect(grown[1].contains(#"id="user-42""#) && grown[1].contains(#"aria-pressed="true""#))
        #expect(rows([next, user], csrf: "t", window: "w") == [grown[1], grown[0]])
    }

    @Test func theSameRowInTwoWindowsCarriesEachWindowsFields() {
        let first = row(user, csrf: "TOKENA", window: "WINDOWA")
        let second = row(user, csrf: "TOKENB", window: "WINDOWB")
        #expect(first.contains(#"name="_csrf" value="TOKENA""#) && first.contains(#"name="window" value="WINDOWA""#))
        #expect(second.contains(#"name="_csrf" value="TOKENB""#) && second.contains(#"name="window" value="WINDOWB""#))
        #expect(!second.contains("TOKENA") && !second.contains("WINDOWA"))
        #expect(
            first.replacingOccurrences(of: "TOKENA", with: "TOKENB").replacingOccurrences(
                of: "WINDOWA", with: "WINDOWB") == second)
    }

    @Test func aRowWhoseStarChangedIsRenderedAnew() {
        let off = row(user, csrf: "t", window: "w")
        let on = row(user.starred(true), csrf: "t", window: "w")
        #expect(off.contains(#"aria-pressed="false""#) && off.contains(#"name="bookmarked" value="true""#))
        #expect(on.contains(#"aria-pressed="true""#) && on.contains(#"name="bookmarked" value="false""#))
    }
}
