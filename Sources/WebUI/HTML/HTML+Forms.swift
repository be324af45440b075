extension HTML {
    /// The hidden `_csrf` field every state-changing form carries.
    public static func csrfField(_ token: String) -> HTML {
        "<input type=\"hidden\" name=\"_csrf\" value=\"\(token)\">"
    }

    /// A POST form carrying the session's CSRF token.
    ///
    /// - Parameters:
    ///   - action: the path the form posts to.
    ///   - csrfToken: the session's token (`Session.csrfToken`).
    ///   - isAsync: with JavaScript, submit in the background (`data-async`) and let live regions show
    ///     the new state; without JavaScript the form posts and follows the redirect as usual.
    ///   - className: an optional `class` attribute.
    ///   - content: the fields and buttons.
    public static func postForm(
        action: String,
        csrfToken: String,
        isAsync: Bool = false,
        className: String? = nil,
        _ content: HTML
    ) -> HTML {
        """
        <form method="post"\(attribute("action", action))\(classes(className))\(attribute("data-async", if: isAsync))>\
        \(csrfField(csrfToken))\(content)</form>
        """
    }
}

extension HTML {
    /// A link for an action on the screen (Retry, Load more): without JavaScript it goes to `href`, whose URL
    /// renders the screen the action leads to, so it works in any session, even an expired one; with
    /// JavaScript it posts to `action` for the page's window (`data-action`) and the live updates show the
    /// result, or it follows the link when the window is gone.
    /// - Parameters:
    ///   - autoload: with JavaScript, act when the link scrolls into view (infinite scrolling).
    public static func actionLink(
        _ title: String, href: String, action: String, id: String, className: String, autoload: Bool = false
    ) -> HTML {
        """
        <a class="button \(className)" id="\(id)" href="\(href)" data-action="\(action)"\
        \(attribute("data-autoload", if: autoload))>\(title)</a>
        """
    }
}
