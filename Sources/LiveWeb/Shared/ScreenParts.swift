/// The parts every screen shows the same way where it does the same job: the loading indicator, the empty
/// state, the error box with its Retry, a notice (a confirmation or a failure beside the content), and the
/// Refresh, Retry and "Load more" actions. One CSS rule set in the app's stylesheet (`.loading`, `.empty`, `.error`,
/// `.notice`, `.list-end`, `.more`) styles them in every scene; a page adds no class of its own to them.
public enum ScreenParts {
    /// A spinner with visible text ("Loading…"), a polite status; announced when a live update brings it.
    public static func loading(_ text: String) -> HTML {
        // Role=status is for a screen reader reading the page as it loads; data-announce hands the text to
        // the page's one announcer when a live update inserts it, as a new live region is not announced.
        "<p class=\"loading\" role=\"status\" aria-live=\"polite\" data-announce>\(text)</p>"
    }

    /// What a screen says when it loaded and has nothing to show, announced when a live update brings it.
    public static func empty(_ text: String) -> HTML {
        "<p class=\"empty\" data-announce>\(text)</p>"
    }

    /// What a list says under its last row once no page is left, announced when a live update brings it.
    public static func end(_ text: String) -> HTML {
        "<p class=\"list-end\" data-announce>\(text)</p>"
    }

    /// The error box: the failure worded for the user, an alert, and what can be done about it (a Retry).
    public static func error(_ message: String, retry: HTML? = nil) -> HTML {
        error(html: "\(message)", retry: retry)
    }

    /// The error box around a message already written as HTML (a time in it marked up as `<time>`).
    /// - Parameters:
    ///   - message: the failure worded for the user, as HTML.
    ///   - retry: what can be done about it.
    public static func error(html message: HTML, retry: HTML? = nil) -> HTML {
        "<div class=\"error\" role=\"alert\"><p>\(message)</p>\(retry)</div>"
    }

    /// What a notice tells: that something the user did worked, or that it did not while the screen stays.
    public enum NoticeKind {
        /// A change the user made was saved: a polite status.
        case confirmation
        /// Something the user did could not be done: an alert.
        case failure
    }

    /// A notice beside the content, which stays: a confirmation, or a failure to save something.
    public static func notice(_ text: String, _ kind: NoticeKind) -> HTML {
        switch kind {
        case .confirmation:
            "<p class=\"notice\" role=\"status\" aria-live=\"polite\" data-announce>\(text)</p>"
        case .failure:
            "<p class=\"notice notice-failure\" role=\"alert\">\(text)</p>"
        }
    }

    /// Retry, inside an error box: the screen's main action there. A link to the address that loads again
    /// (see `HTML.actionLink`).
    public static func retry(_ title: String, href: String, action: String, id: String) -> HTML {
        HTML.actionLink(title, href: href, action: action, id: id, className: "retry")
    }

    /// Refresh: loads what is shown again, a secondary action beside the content.
    public static func refresh(_ title: String, href: String, action: String, id: String) -> HTML {
        HTML.actionLink(title, href: href, action: action, id: id, className: "button-secondary refresh")
    }

    /// Refresh that shows its progress in place while what is shown stays: `title` and, busy, a spinner and
    /// `busyTitle` ("Refreshing…") in the same space (both labels take it, one hidden; `.refresh-progress` in
    /// `app.css`), so it keeps its size and the keyboard focus. Busy, it is `aria-busy`, its text is announced,
    /// and it does not act again (`data-busy`); with JavaScript it turns busy as soon as it is pressed (`app.js`),
    /// until the live update that brings the screen's loading state.
    public static func refresh(
        _ title: String, busyTitle: String, isBusy: Bool, href: String, action: String, id: String
    ) -> HTML {
        """
        <a class="button button-secondary refresh refresh-progress\(isBusy ? " is-busy" : "")" id="\(id)" \
        href="\(href)" data-action="\(action)"\(HTML.attribute("data-busy", isBusy ? "1" : nil))\
        \(HTML.attribute("aria-busy", isBusy ? "true" : nil))\(HTML.attribute("aria-disabled", isBusy ? "true" : nil))>\
        <span class="refresh-icon" aria-hidden="true"></span><span class="refresh-labels">\
        <span class="refresh-ready">\(title)</span><span class="refresh-busy"\(HTML.attribute("data-announce", if: isBusy))>\
        \(busyTitle)</span></span></a>
        """
    }

    /// "Load more" under a list's rows, centred; with JavaScript it loads when it scrolls into view.
    public static func loadMore(_ title: String, href: String, action: String, id: String) -> HTML {
        "<p class=\"more\">\(HTML.actionLink(title, href: href, action: action, id: id, className: "load-more", autoload: true))</p>"
    }
}
