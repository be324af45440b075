import LiveWeb
import PresentationLayer

/// The __Title__ page: a heading and the live list, with the shared loading, empty and error parts.
enum __Scene__Page {
    /// The live region's id and the window's key of the view model.
    static let regionID = "__kebab__"

    static func page(region: LiveRegion.Markup, strings: Strings) -> HTML {
        """
        <h1>\(strings[__Scene__Words.title])</h1>
        <p class="intro">\(strings[__Scene__Text.intro])</p>
        \(region)
        """
    }

    /// The list for `state`: loading, the items, none, or an error with Retry above the items still shown.
    static func render(_ state: __Scene__ListViewModel.State, strings: Strings) -> HTML {
        switch state.status {
        case .idle, .loading:
            return ScreenParts.loading(strings[__Scene__Words.loading]) + list(state.items, strings: strings)
        case .loaded:
            return state.items.isEmpty
                ? ScreenParts.empty(strings[__Scene__Words.empty]) : list(state.items, strings: strings)
        case .failed(let message, _):
            let retry = ScreenParts.retry(
                strings[__Scene__Text.retry], href: __Scene__Paths.path(for: .list), action: __Scene__Paths.retry,
                id: "\(regionID)-retry")
            return ScreenParts.error(message.text(strings), retry: retry) + list(state.items, strings: strings)
        }
    }

    private static func list(_ items: [__Scene__RowViewModel], strings: Strings) -> HTML {
        guard !items.isEmpty else { return .empty }
        let rows = items.map { item -> HTML in "<li class=\"row\" id=\"\(regionID)-\(item.id)\">\(item.name)</li>" }
        return "<ul class=\"list\" aria-label=\"\(strings[__Scene__Words.title])\">\(HTML.joined(rows))</ul>"
    }
}
