import LiveWeb
import PresentationLayer

/// A user's star, the same on a list's row and on the user's page: a form that posts the bookmark wanted (so a
/// repeated or stale form changes nothing) and returns to `returnTo` without JavaScript; with JavaScript it
/// posts in place (`data-action`) and the live update shows the result.
enum UsersStarForm {
    /// A form in two parts around the fields of its page's window (the CSRF token and the window's id), the only
    /// ones that differ from window to window: a list remembers its rows' parts (see `UsersListPage.row`).
    struct Parts: Hashable, Sendable {
        var head: HTML
        var tail: HTML

        /// The form in the window of `forms`.
        func html(_ forms: UsersListPage.Forms) -> HTML {
            var markup = HTML.empty
            append(forms, to: &markup)
            return markup
        }

        /// Appends the form in the window of `forms` to `markup`.
        func append(_ forms: UsersListPage.Forms, to markup: inout HTML) {
            markup += head
            markup += forms.fields
            markup += tail
        }
    }

    /// The star of `user`, on when `isBookmarked`.
    static func render(
        _ user: GitHubUserItemViewModel, returnTo path: String, forms: UsersListPage.Forms, strings: Strings
    ) -> HTML {
        parts(user, returnTo: path, strings: strings).html(forms)
    }

    /// The star of `user` in parts, for any window.
    static func parts(_ user: GitHubUserItemViewModel, returnTo path: String, strings: Strings) -> Parts {
        let label = strings(user.isBookmarked ? UsersText.unbookmark : UsersText.bookmark, user.login)
        let button: HTML = """
            <button type="submit" id="star-\(user.id)" aria-pressed="\(user.isBookmarked ? "true" : "false")" \
            aria-label="\(label)">\(user.isBookmarked ? "★" : "☆")</button>
            """
        return form(user, returnTo: path, button: button)
    }

    /// The star of `user` on the user's page: a button labelled in words beside the login, as GitHub's Star
    /// button is ("☆ Bookmark", "★ Bookmarked"), whose words are its name (the star is decoration) and whose
    /// `aria-pressed` says whether it is on. The same form as a row's, so it works with and without JavaScript.
    static func labelled(
        _ user: GitHubUserItemViewModel, returnTo path: String, forms: UsersListPage.Forms, strings: Strings
    ) -> HTML {
        let words = strings[user.isBookmarked ? UsersText.bookmarkedButton : UsersText.bookmarkButton]
        let button: HTML = """
            <button type="submit" id="star-\(user.id)" aria-pressed="\(user.isBookmarked ? "true" : "false")">\
            <span class="user-star-icon" aria-hidden="true">\(user.isBookmarked ? "★" : "☆")</span> \(words)</button>
            """
        return form(user, returnTo: path, button: button, className: "user-star user-star-labelled").html(forms)
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
        return form(user, returnTo: path, button: button).html(forms)
    }

    private static func form(
        _ user: GitHubUserItemViewModel, returnTo path: String, button: HTML, className: String = "user-star"
    ) -> Parts {
        Parts(
            head: """
                <form class="\(className)" method="post" action="\(UsersPaths.bookmark)" \
                data-action="\(UsersPaths.bookmark)">\
                <input type="hidden" name="id" value="\(user.id)"><input type="hidden" name="login" value="\(user.login)">\
                <input type="hidden" name="avatar" value="\(user.avatarURL)">\
                <input type="hidden" name="type" value="\(user.type.rawValue)">\
                <input type="hidden" name="admin" value="\(user.isSiteAdmin ? "true" : "false")">\
                <input type="hidden" name="bookmarked" value="\(user.isBookmarked ? "false" : "true")">\
                <input type="hidden" name="return" value="\(path)">
                """,
            tail: "\(button)</form>")
    }
}
