import LiveWeb
import PresentationLayer

/// The Bookshelf page: a heading and the live list, with the shared loading, empty and error parts.
enum BookshelfPage {
    /// The live region's id and the window's key of the view model.
    static let regionID = "bookshelf"

    static func page(region: LiveRegion.Markup, strings: Strings) -> HTML {
        """
        <h1>\(strings[BookshelfWords.title])</h1>
        <p class="intro">\(strings[BookshelfText.intro])</p>
        \(region)
        """
    }

    /// The list for `state`: loading, the items, none, or an error with Retry above the items still shown.
    static func render(_ state: BookshelfListViewModel.State, strings: Strings) -> HTML {
        switch state.status {
        case .idle, .loading:
            return ScreenParts.loading(strings[BookshelfWords.loading]) + list(state.items, strings: strings)
        case .loaded:
            return state.items.isEmpty
                ? ScreenParts.empty(strings[BookshelfWords.empty]) : list(state.items, strings: strings)
        case .failed(let message, _):
            let retry = ScreenParts.retry(
                strings[BookshelfText.retry], href: BookshelfPaths.path(for: .list), action: BookshelfPaths.retry,
                id: "\(regionID)-retry")
            return ScreenParts.error(message.text(strings), retry: retry) + list(state.items, strings: strings)
        }
    }

    private static func list(_ items: [BookshelfRowViewModel], strings: Strings) -> HTML {
        guard !items.isEmpty else { return .empty }
        let rows = items.map { item -> HTML in "<li class=\"row\" id=\"\(regionID)-\(item.id)\">\(item.name)</li>" }
        return "<ul class=\"list\" aria-label=\"\(strings[BookshelfWords.title])\">\(HTML.joined(rows))</ul>"
    }
}
