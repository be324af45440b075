import PresentationLayer

/// A user's page: avatar, name and login, bio, company, location, blog (a link only for a web address), email,
/// followers, following and public repositories; while it loads or after a failure, what the list's row knew.
enum UserDetailsPage {
    static let regionID = "user-details"

    /// The page's title.
    static func title(_ state: GitHubUserDetailsViewModel.State, strings: Strings) -> String {
        if case .notFound = state { return strings[UsersText.notFound] }
        return state.content?.login ?? strings[UsersText.title]
    }

    static func render(_ state: GitHubUserDetailsViewModel.State, strings: Strings) -> HTML {
        let back: HTML = "<p class=\"users-back\"><a href=\"\(UsersPaths.home)\">← \(strings[UsersText.back])</a></p>"
        switch state {
        case .idle:
            return back
        case .loading(let login, let preview):
            return back + profile(preview, login: login, strings: strings)
                + ScreenParts.loading(strings[UsersText.loadingDetails])
        case .loaded(let content):
            return back + profile(content, login: content.login, strings: strings)
        case .notFound:
            return """
                \(back)<h1>\(strings[UsersText.notFound])</h1>
                <p>\(strings[UsersText.notFoundMessage])</p>
                """
        case .failed(let message, let login, let preview):
            let retry = ScreenParts.retry(
                strings[UsersText.retry], href: UsersPaths.details(login), action: UsersPaths.retryDetails(login),
                id: "user-retry")
            return back + profile(preview, login: login, strings: strings)
                + ScreenParts.error(message.text(strings), retry: retry)
        }
    }

    private static func profile(_ content: GitHubUserDetailsContent?, login: String, strings: Strings) -> HTML {
        guard let content else { return "<h1>\(login)</h1>" }
        let name: HTML = content.name.map { "<p class=\"user-name\">\($0)</p>" } ?? .empty
        let bio: HTML = content.bio.map { "<p class=\"user-bio\">\($0)</p>" } ?? .empty
        var facts: [HTML] = []
        if let company = content.company { facts.append(fact(strings[UsersText.company], "\(company)")) }
        if let location = content.location { facts.append(fact(strings[UsersText.location], "\(location)")) }
        if let blog = content.blog {
            let value: HTML =
                content.blogLink.map { "<a href=\"\($0)\" rel=\"nofollow noopener\">\(blog)</a>" } ?? "\(blog)"
            facts.append(fact(strings[UsersText.blog], value))
        }
        if let email = content.email { facts.append(fact(strings[UsersText.email], "\(email)")) }
        for (key, count) in [
            (UsersText.followers, content.followers), (.following, content.following), (.repos, content.publicRepos),
        ] {
            if let count { facts.append(fact(strings[key], "\(strings.number(count))")) }
        }
        let list: HTML = facts.isEmpty ? .empty : "<dl class=\"user-facts\">\(HTML.joined(facts))</dl>"
        return """
            <article class="user-profile"><img class="user-avatar" src="\(UsersPaths.avatar(content.id))" \
            alt="\(strings(UsersText.avatar, content.login))" width="120" height="120">\
            <div><h1>\(content.login)</h1>\(name)\(bio)\(list)</div></article>
            """
    }

    private static func fact(_ term: String, _ value: HTML) -> HTML {
        "<dt>\(term)</dt><dd>\(value)</dd>"
    }
}
