import LiveWeb
import PresentationLayer

/// The __Title__ page: a heading and the live list, with the shared loading, empty and error parts.
enum __Scene__Page {
    /// The live region's id.
    static let regionID = "__kebab__"

    static func page(region: LiveRegion.Markup, strings: Strings) -> HTML {
        """
        <h1>\(strings[__Scene__Words.title])</h1>
        <p class="intro">\(strings[__Scene__Text.intro])</p>
        \(region)
        """
    }

    /// The list for `state`: loading, the items (the selected one `aria-current`), none, or an error with Retry
    /// above the items still shown; Retry leads back to `route`.
    static func render(_ state: __Scene__View.State, route: __Scene__Destination, strings: Strings) -> HTML {
        switch state.status {
        case .idle, .loading:
            return ScreenParts.loading(strings[__Scene__Words.loading]) + list(state.rows, strings: strings)
        case .loaded:
            return state.rows.isEmpty
                ? ScreenParts.empty(strings[__Scene__Words.empty]) : list(state.rows, strings: strings)
        case .failed(let message, _):
            let retry = ScreenParts.retry(
                strings[__Scene__Text.retry], href: __Scene__Paths.path(for: route), action: __Scene__Paths.retry,
                id: "\(regionID)-retry")
            return ScreenParts.error(message.text(strings), retry: retry) + list(state.rows, strings: strings)
        }
    }

    private static func list(_ rows: [__Scene__.DisplayedItem], strings: Strings) -> HTML {
        guard !rows.isEmpty else { return .empty }
        let items = rows.map { row -> HTML in
            let current: HTML = row.isSelected ? " aria-current=\"true\"" : ""
            return "<li class=\"row\" id=\"\(regionID)-\(row.id)\"\(current)>\(row.name)</li>"
        }
        return "<ul class=\"list\" aria-label=\"\(strings[__Scene__Words.title])\">\(HTML.joined(items))</ul>"
    }
}
