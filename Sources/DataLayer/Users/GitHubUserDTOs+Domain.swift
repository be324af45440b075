import DomainLayer

extension GitHubUserDTO {
    /// The row: login, avatar and page addresses kept as the text GitHub sent (a blank page is none); a missing
    /// `type` is a user, a missing `site_admin` not staff.
    func toDomain() -> GitHubUser {
        GitHubUser(
            id: id, login: login, avatarURL: avatarURL, type: GitHubUser.AccountType(gitHubType: type),
            isSiteAdmin: siteAdmin ?? false, htmlURL: GitHubUserDetailsDTO.text(htmlURL))
    }
}

extension GitHubUserDetailsDTO {
    /// The profile; a text that is empty or blank (GitHub sends `""` for a blog never set) is none, and a
    /// missing count is 0.
    func toDomain() -> GitHubUserDetails {
        GitHubUserDetails(
            user: GitHubUser(
                id: id, login: login, avatarURL: avatarURL, type: GitHubUser.AccountType(gitHubType: type),
                isSiteAdmin: siteAdmin ?? false, htmlURL: Self.text(htmlURL)),
            name: Self.text(name), bio: Self.text(bio),
            company: Self.text(company), location: Self.text(location), blog: Self.text(blog),
            email: Self.text(email), followers: max(followers ?? 0, 0), following: max(following ?? 0, 0),
            publicRepos: max(publicRepos ?? 0, 0), htmlURL: Self.text(htmlURL))
    }

    static func text(_ value: String?) -> String? {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        return value
    }
}
