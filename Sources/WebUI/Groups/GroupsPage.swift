import PresentationLayer

/// The My groups page: a heading and the live row of group cards.
enum GroupsPage {
    /// The live region's id and the session key of the view model.
    static let regionID = "groups"

    static func page(region: LiveRegion.Markup) -> HTML {
        """
        <h1>My groups</h1>
        <p class="intro" lang="ko">내 그룹 목록</p>
        \(region)
        """
    }

    /// The row for `state`: a status line, an error with a retry button, and the cards.
    static func row(_ state: MyGroupListViewModel.State, windowID: String) -> HTML {
        switch state {
        case .idle:
            return loading
        case .loading(let previous):
            return loading + cards(previous, windowID: windowID)
        case .loaded(let items):
            return items.isEmpty
                ? "<p class=\"empty\">You are not in any group yet.</p>" : cards(items, windowID: windowID)
        case .failed(let message, let previous):
            let retry = HTML.actionLink(
                "Retry", href: "/groups", action: "/groups/retry", id: "groups-retry", className: "retry")
            return "<div class=\"error\" role=\"alert\"><p class=\"error-message\">\(message.text(.en))</p>\(retry)</div>"
                + cards(previous, windowID: windowID)
        }
    }

    private static let loading: HTML =
        "<p class=\"loading\" role=\"status\">Loading groups…</p>"

    private static func cards(_ items: [MyGroupItemViewModel], windowID: String) -> HTML {
        guard !items.isEmpty else { return .empty }
        let cards = items.enumerated().map { index, item -> HTML in
            """
            <li class="group-card">\
            <img src="\(GroupsRoutes.imagePath(index: index, windowID: windowID))" alt="" width="130" height="130" loading="lazy">\
            <h2 class="group-name">\(item.name)</h2>\
            <p class="group-date">\(item.date)</p></li>
            """
        }
        return "<ul class=\"card-row group-row\" aria-label=\"My groups\">\(HTML.joined(cards))</ul>"
    }
}
