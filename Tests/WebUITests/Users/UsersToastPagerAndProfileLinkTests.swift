import DomainLayer
import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// Bookmarks' toast after an unstar names whose bookmark went (escaped) beside Undo; its pager states the page shown
/// between its links; a user's page links to GitHub only for GitHub's own profiles (#37).
@Suite struct UsersToastPagerAndProfileLinkTests {
    let forms = UsersListPage.Forms(csrfToken: "token", windowID: "w1")

    func row(_ id: Int, _ login: String) -> GitHubUserItemViewModel {
        GitHubUserItemViewModel(
            user: GitHubUser(id: id, login: login, avatarURL: "https://a/\(id)"), isBookmarked: true)
    }

    @Test func anUnstarsToastNamesTheUserEscapedBesideUndo() {
        let hostile = row(7, "<script>x</script>")
        let state = GitHubUserBookmarksViewModel.State(
            rows: [row(1, "user1")], status: .loaded, confirmation: .removed,
            removed: .init(row: hostile, index: 0))
        let english = UsersListPage.bookmarks(state, forms: forms, strings: .en).markup(regionID: "r").description
        #expect(
            english.contains(
                "<div class=\"users-toast\" role=\"status\" aria-live=\"polite\"><span data-announce>"
                    + "Removed &lt;script&gt;x&lt;/script&gt; from bookmarks</span><form class=\"user-star\""))
        #expect(english.contains("aria-label=\"Undo: bookmark &lt;script&gt;x&lt;/script&gt; again\">Undo</button>"))
        #expect(!english.contains("<script>x"))
        let korean = UsersListPage.bookmarks(state, forms: forms, strings: Strings(.ko)).markup(regionID: "r")
        #expect(korean.description.contains("<span data-announce>&lt;script&gt;x&lt;/script&gt; 님을 북마크에서 뺐어요</span>"))

        // A confirmation with no Undo (the row was not read here) says what it did, as before.
        var noUndo = state
        noUndo.removed = nil
        let plain = UsersListPage.bookmarks(noUndo, forms: forms, strings: .en).markup(regionID: "r").description
        #expect(plain.contains("<span data-announce>Removed from bookmarks</span></div>"))
    }

    @Test func theBookmarksPagerStatesThePageShownBetweenItsLinks() {
        let state = GitHubUserBookmarksViewModel.State(
            rows: [row(1, "user1")], status: .loaded, page: 2, hasMore: true)
        let markup = UsersListPage.bookmarks(state, forms: forms, strings: .en).markup(regionID: "r").description
        #expect(
            markup.contains(
                "<nav class=\"users-pages\" aria-label=\"Bookmark pages\"><a href=\"/users/bookmarks\" rel=\"prev\">"
                    + "Newer bookmarks</a><span class=\"users-page\" aria-current=\"page\">Page 2</span>"
                    + "<a href=\"/users/bookmarks?page=3\" rel=\"next\">Older bookmarks</a></nav>"))
    }

    @Test func aUsersPageLinksToGitHubOnlyForGitHubsOwnProfiles() {
        let details = GitHubUserDetails(
            user: GitHubUser(id: 2, login: "user2", avatarURL: "https://a/2"), htmlURL: "https://github.com/user2")
        let state = GitHubUserDetailsViewModel.State.loaded(GitHubUserDetailsContent(details))
        func page(isOnGitHub: Bool, strings: Strings = .en) -> String {
            UserDetailsPage.render(
                state, context: UserDetailsPage.Context(forms: forms, isOnGitHub: isOnGitHub), strings: strings
            ).description
        }
        #expect(
            page(isOnGitHub: true).contains(
                "<p class=\"user-github\"><a href=\"https://github.com/user2\" rel=\"noopener\">View on GitHub</a></p>")
        )
        let sample = page(isOnGitHub: false)
        #expect(sample.contains("<p class=\"user-github user-sample\">Sample user — not on GitHub</p>"))
        #expect(!sample.contains("github.com"))
        #expect(page(isOnGitHub: false, strings: Strings(.ko)).contains("샘플 사용자 — GitHub에는 없어요"))
    }
}
