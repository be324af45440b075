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
        let button: HTML = """
            <button type="submit" id="star-\(user.id)" aria-pressed="\(user.isBookmarked ? "true" : "false")" \
            aria-label="\(label)">\(user.isBookmarked ? "★" : "☆")</button>
            """
        return form(user, returnTo: path, forms: forms, button: button)
    }

    /// Undo of the unstarring of `row`: the same form, starring the user again, with a button that says so.
    static func undo(
        _ row: GitHubUserItemViewModel, returnTo path: String, forms: UsersListPage.Forms, strings: Strings
    ) -> HTML {
        let user = row.starred(false)
        let button: HTML = """
            <button type="submit" id="users-undo" aria-label="\(strings(UsersText.undoLabel, user.login))">\
            \(strings[UsersText.undo])</button>
            """
        return form(user, returnTo: path, forms: forms, button: button)
    }

    private static func form(
        _ user: GitHubUserItemViewModel, returnTo path: String, forms: UsersListPage.Forms, button: HTML
    ) -> HTML {
        """
        <form class="user-star" method="post" action="\(UsersPaths.bookmark)" \
        data-action="\(UsersPaths.bookmark)"><input type="hidden" name="_csrf" value="\(forms.csrfToken)">\
        <input type="hidden" name="window" value="\(forms.windowID)">\
        <input type="hidden" name="id" value="\(user.id)"><input type="hidden" name="login" value="\(user.login)">\
        <input type="hidden" name="avatar" value="\(user.avatarURL)">\
        <input type="hidden" name="type" value="\(user.type.rawValue)">\
        <input type="hidden" name="admin" value="\(user.isSiteAdmin ? "true" : "false")">\
        <input type="hidden" name="bookmarked" value="\(user.isBookmarked ? "false" : "true")">\
        <input type="hidden" name="return" value="\(path)">\(button)</form>
        """
    }
}
