import PresentationLayer

/// A user's star, the same on a list's row and on the user's page: a form that posts the bookmark wanted (so a
/// repeated or stale form changes nothing) and returns to `returnTo` without JavaScript; with JavaScript it
/// posts in place (`data-action`) and the live update shows the result.
enum UsersStarForm {
    /// The star of `user`, on when `isBookmarked`.
    static func render(
        _ user: GitHubUserItemViewModel, returnTo path: String, forms: UsersListPage.Forms, strings: Strings
    ) -> HTML {
        let label = strings(user.isBookmarked ? UsersText.unbookmark : UsersText.bookmark, user.login)
        return """
            <form class="user-star" method="post" action="\(UsersPaths.bookmark)" \
            data-action="\(UsersPaths.bookmark)"><input type="hidden" name="_csrf" value="\(forms.csrfToken)">\
            <input type="hidden" name="window" value="\(forms.windowID)">\
            <input type="hidden" name="id" value="\(user.id)"><input type="hidden" name="login" value="\(user.login)">\
            <input type="hidden" name="avatar" value="\(user.avatarURL)">\
            <input type="hidden" name="bookmarked" value="\(user.isBookmarked ? "false" : "true")">\
            <input type="hidden" name="return" value="\(path)">\
            <button type="submit" id="star-\(user.id)" aria-pressed="\(user.isBookmarked ? "true" : "false")" \
            aria-label="\(label)">\(user.isBookmarked ? "★" : "☆")</button></form>
            """
    }
}
