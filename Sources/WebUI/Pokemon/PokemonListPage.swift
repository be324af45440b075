import PresentationLayer

/// The Pokémon list page: the range, ten rows, Previous / Next, and loading or error lines.
enum PokemonListPage {
    static let regionID = "pokemon-list"

    static func render(_ state: PokemonListViewModel.State) -> HTML {
        let content = state.content
        return """
            <section class="pokemon-list"\(HTML.attribute("aria-busy", isLoading(state) ? "true" : nil))>
            \(status(state))\
            \(content.map(page) ?? .empty)\
            </section>
            """
    }

    private static func isLoading(_ state: PokemonListViewModel.State) -> Bool {
        if case .loading = state { true } else { false }
    }

    private static func status(_ state: PokemonListViewModel.State) -> HTML {
        switch state {
        case .idle, .loaded: return .empty
        case .loading: return "<p class=\"loading\" role=\"status\">Loading…</p>\n"
        case .failed(let message, let offset, _):
            let retry = HTML.actionLink(
                "Retry", href: PokemonPaths.path(for: .list(offset: offset)), action: PokemonPaths.retryList,
                id: "pokemon-retry", className: "inline")
            return "<div class=\"error\" role=\"alert\"><p>\(message.text(.en))</p>\(retry)</div>\n"
        }
    }

    private static func page(_ content: PokemonListContent) -> HTML {
        let rows = content.rows.map { row -> HTML in
            """
            <li class="row"><a href="\(PokemonPaths.path(for: row.route))">\
            <span class="pokemon-number">\(row.number)</span> <span class="pokemon-name">\(row.name)</span></a></li>
            """
        }
        return """
            <p class="pokemon-range">\(content.range)</p>
            <ol class="list pokemon-rows">\(rows)</ol>
            <nav class="pager" aria-label="Pages">\
            \(link("Previous", rel: "prev", to: content.previous)) \(link("Next", rel: "next", to: content.next))\
            </nav>

            """
    }

    private static func link(_ title: String, rel: String, to route: PokemonRoute?) -> HTML {
        guard let route else {
            return "<a class=\"button pokemon-\(rel)\" aria-disabled=\"true\">\(title)</a>"
        }
        return
            "<a class=\"button pokemon-\(rel)\" rel=\"\(rel)\" href=\"\(PokemonPaths.path(for: route))\">\(title)</a>"
    }
}
