import LiveWeb
import PresentationLayer

/// A user's page: avatar, name and login with the labelled Bookmark button, bio, company, location, blog (a link only for a web
/// address), email, followers, following and public repositories, and a link to the profile on GitHub; while it
/// loads or after a failure, what the list's row knew. Its back link returns to the tab and row it came from.
enum UserDetailsPage {
    static let regionID = "user-details"

    /// The page's title.
    static func title(_ state: GitHubUserDetailsViewModel.State, strings: Strings) -> String {
        if case .notFound = state { return strings[UsersText.notFound] }
        return state.content?.login ?? strings[UsersWords.title]
    }

    /// What the page shows besides the profile's state: the tab it was opened from (its back link returns to
    /// that tab's page, at the user's row), the star's form, and the star's confirmation or failure.
    struct Context: Sendable {
        var origin: UsersDestination = .home
        var forms: UsersListPage.Forms
        var confirmation: GitHubUserBookmarkConfirmation?
        var notice: GitHubUserBookmarkFailure?
        /// Whether the profiles are GitHub's own (the `real` phase): in dev and alpha they are sample data, whose
        /// logins on github.com are strangers' or nobody's, so the page says so instead of linking there.
        var isOnGitHub = false
    }

    static func render(_ state: GitHubUserDetailsViewModel.State, context: Context, strings: Strings) -> HTML {
        let back =
            backLink(to: context.origin, userID: state.content?.id, strings: strings)
            + UsersListPage.notices(confirmation: context.confirmation, notice: context.notice, strings: strings)
        let page = UsersPaths.details(state.content?.login ?? "", from: context.origin)
        switch state {
        case .idle:
            return back
        case .loading(let login, let preview):
            return back + profile(preview, login: login, returnTo: page, context: context, strings: strings)
                + ScreenParts.loading(strings[UsersWords.loadingProfile])
        case .loaded(let content):
            return back + profile(content, login: content.login, returnTo: page, context: context, strings: strings)
        case .notFound:
            return """
                \(back)<h1>\(strings[UsersText.notFound])</h1>
                <p>\(strings[UsersText.notFoundMessage])</p>
                """
        case .failed(let message, let login, let preview):
            let retry = ScreenParts.retry(
                strings[UsersText.retry], href: UsersPaths.details(login, from: context.origin),
                action: UsersPaths.retryDetails(login), id: "user-retry")
            return back + profile(preview, login: login, returnTo: page, context: context, strings: strings)
                + ScreenParts.error(html: message.html(strings), retry: retry)
        }
    }

    /// "← Back to the users" (or "to the bookmarks"): the tab at its page, at the user's row when known.
    private static func backLink(to origin: UsersDestination, userID: Int?, strings: Strings) -> HTML {
        let text = if case .bookmarks = origin { strings[UsersText.backToBookmarks] } else { strings[UsersText.back] }
        return "<p class=\"users-back\"><a href=\"\(UsersPaths.back(to: origin, userID: userID))\">← \(text)</a></p>"
    }

    private static func profile(
        _ content: GitHubUserDetailsContent?, login: String, returnTo page: String, context: Context,
        strings: Strings
    ) -> HTML {
        guard let content else { return "<h1>\(login)</h1>" }
        let star = UsersStarForm.labelled(
            GitHubUserItemViewModel(user: content.user, isBookmarked: content.isBookmarked), returnTo: page,
            forms: context.forms, strings: strings)
        let gitHub = gitHubLink(content, isOnGitHub: context.isOnGitHub, strings: strings)
        let name: HTML = content.name.map { "<p class=\"user-name\">\($0)</p>" } ?? .empty
        let bio: HTML = content.bio.map { "<p class=\"user-bio\">\($0)</p>" } ?? .empty
        var facts: [HTML] = []
        if let company = content.company { facts.append(fact(strings[UsersWords.company], "\(company)")) }
        if let location = content.location { facts.append(fact(strings[UsersWords.location], "\(location)")) }
        if let blog = content.blog {
            let value: HTML =
                content.blogLink.map { "<a href=\"\($0)\" rel=\"nofollow noopener\">\(blog)</a>" } ?? "\(blog)"
            facts.append(fact(strings[UsersWords.blog], value))
        }
        if let email = content.email { facts.append(fact(strings[UsersWords.email], "\(email)")) }
        for (term, count) in [
            (strings[UsersWords.followers], content.followers), (strings[UsersWords.following], content.following),
            (strings[UsersText.repos], content.publicRepos),
        ] {
            if let count { facts.append(fact(term, "\(strings.number(count))")) }
        }
        let list: HTML = facts.isEmpty ? .empty : "<dl class=\"user-facts\">\(HTML.joined(facts))</dl>"
        return """
            <article class="user-profile"><img class="user-avatar" src="\(UsersPaths.avatar(content.id))" \
            alt="\(strings(UsersText.avatar, content.login))" width="120" height="120">\
            <div><div class="user-heading"><h1>\(content.login)</h1>\(star)</div>\(name)\(bio)\(list)\(gitHub)</div>\
            </article>
            """
    }

    /// "View on GitHub" for a profile of GitHub's own; for sample data, that it is one (once the profile is read,
    /// as GitHub's would link then).
    private static func gitHubLink(_ content: GitHubUserDetailsContent, isOnGitHub: Bool, strings: Strings) -> HTML {
        guard let link = content.gitHubLink else { return .empty }
        guard isOnGitHub else { return "<p class=\"user-github user-sample\">\(strings[UsersText.sampleUser])</p>" }
        return
            "<p class=\"user-github\"><a href=\"\(link)\" rel=\"noopener\">\(strings[UsersText.viewOnGitHub])</a></p>"
    }

    private static func fact(_ term: String, _ value: HTML) -> HTML {
        "<dt>\(term)</dt><dd>\(value)</dd>"
    }
}
