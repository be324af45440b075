import DomainLayer
import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// A row says what sets its account apart, never a bare "User"; a user's page has a Bookmark button labelled in
/// words beside the login, as GitHub's Star button is (#37.13).
@Suite struct UsersRowKindAndProfileButtonTests {
    let forms = UsersListPage.Forms(csrfToken: "token", windowID: "w1")

    func row(_ id: Int, type: GitHubUser.AccountType, isSiteAdmin: Bool = false) -> GitHubUserItemViewModel {
        GitHubUserItemViewModel(
            user: GitHubUser(
                id: id, login: "u\(id)", avatarURL: "https://a/\(id)", type: type, isSiteAdmin: isSiteAdmin),
            isBookmarked: false)
    }

    /// The text between a row's login heading and its star's form.
    func meta(_ row: String) -> String {
        let text = row.split(separator: "</h2>", maxSplits: 1)[1]
        return String(text.split(separator: "</div><form", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    @Test func aRowNamesTheKindOnlyOfAnOrganizationOrABotAndStaffByItsBadge() {
        let users = [
            row(1, type: .user), row(2, type: .organization), row(3, type: .bot),
            row(4, type: .user, isSiteAdmin: true),
        ]
        func metas(_ strings: Strings) -> [String] {
            UsersListPage.rows(users, origin: .home, returnTo: "/users", strings: strings).map {
                meta($0.html(forms).description)
            }
        }
        #expect(
            metas(.en) == [
                "",
                "<p class=\"user-meta\"><span class=\"user-type\">Organization</span></p>",
                "<p class=\"user-meta\"><span class=\"user-type\">Bot</span></p>",
                "<p class=\"user-meta\"><span class=\"user-badge\">Staff</span></p>",
            ])
        #expect(
            metas(Strings(.ko))[0...2] == [
                "", "<p class=\"user-meta\"><span class=\"user-type\">조직</span></p>",
                "<p class=\"user-meta\"><span class=\"user-type\">봇</span></p>",
            ])
        #expect(users.map(\.shownType) == [nil, .organization, .bot, nil])
    }

    func profile(isBookmarked: Bool, strings: Strings = .en) -> String {
        let details = GitHubUserDetails(
            user: GitHubUser(id: 9, login: "octo<cat>", avatarURL: "https://a/9"), isBookmarked: isBookmarked)
        return UserDetailsPage.render(
            .loaded(GitHubUserDetailsContent(details)), context: UserDetailsPage.Context(forms: forms),
            strings: strings
        ).description
    }

    @Test func aUsersPageHasABookmarkButtonLabelledInWordsBesideTheLogin() {
        let form =
            "<form class=\"user-star user-star-labelled\" method=\"post\" action=\"/users/bookmark\" "
            + "data-action=\"/users/bookmark\">"
        let off = profile(isBookmarked: false)
        #expect(
            off.contains(
                "<div class=\"user-heading\"><h1>octo&lt;cat&gt;</h1>\(form)"))
        #expect(off.contains("<input type=\"hidden\" name=\"bookmarked\" value=\"true\">"))
        #expect(
            off.contains(
                "<button type=\"submit\" id=\"star-9\" aria-pressed=\"false\"><span class=\"user-star-icon\" "
                    + "aria-hidden=\"true\">☆</span> Bookmark</button></form></div>"))
        let on = profile(isBookmarked: true)
        #expect(on.contains("<input type=\"hidden\" name=\"bookmarked\" value=\"false\">"))
        #expect(
            on.contains(
                "<button type=\"submit\" id=\"star-9\" aria-pressed=\"true\"><span class=\"user-star-icon\" "
                    + "aria-hidden=\"true\">★</span> Bookmarked</button></form></div>"))
        // Its words are its name: no aria-label hides them from a screen reader or voice control.
        #expect(!off.contains("aria-label=\"Bookmark") && !on.contains("aria-label=\"Remove"))
        #expect(profile(isBookmarked: false, strings: Strings(.ko)).contains("☆</span> 북마크</button>"))
        #expect(profile(isBookmarked: true, strings: Strings(.ko)).contains("★</span> 북마크됨</button>"))
    }
}
