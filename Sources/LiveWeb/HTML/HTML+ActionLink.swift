extension HTML {
    /// A link for an action on the screen (Retry, Load more): without JavaScript it goes to `href`, whose URL
    /// renders the screen the action leads to, so it works in any session, even an expired one; with
    /// JavaScript it posts to `action` for the page's window (`data-action`) and the live updates show the
    /// result, or it follows the link when the window is gone.
    /// - Parameters:
    ///   - title: the link's words (escaped here).
    ///   - href: where the link goes without JavaScript.
    ///   - action: where the script posts for the page's window.
    ///   - id: the link's element id, unique in the page.
    ///   - className: the classes it has besides `button` (`retry`, `load-more`).
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
