import LiveWeb
import PresentationLayer

/// The Pokémon list page: "Go to number", the range, ten cards (sprite, number, name, type chips), Previous /
/// Next, and loading or error lines.
enum PokemonListPage {
    static let regionID = "pokemon-list"

    /// The page: its heading, "Go to number" (with what was typed and why it leads nowhere, after a `failure`)
    /// and the list's live region.
    static func page(
        region: LiveRegion.Markup, strings: Strings, jump: (text: String, failure: PokemonJump.Failure)? = nil
    ) -> HTML {
        "<h1>\(strings[PokemonWords.title])</h1>\n\(PokemonJumpForm.render(jump, strings: strings))\(region)"
    }

    /// The region for `state`, remembered by state and language: every window of a page shows alike.
    static func render(_ state: PokemonListViewModel.State, strings: Strings = .en) -> HTML {
        renders.html(state, in: strings.language) { renderNow(state, strings: strings) }
    }

    private static let renders = Memo<RenderKey<PokemonListViewModel.State>, HTML>(capacity: 128)

    private static func renderNow(_ state: PokemonListViewModel.State, strings: Strings) -> HTML {
        let content = state.content
        return """
            <section class="pokemon-list"\(HTML.attribute("aria-busy", state.status.isLoading ? "true" : nil))>
            \(status(state.status, hasContent: content != nil, strings))\
            \(content.map { page($0, announced: state.status == .loaded, strings: strings) } ?? .empty)\
            </section>
            """
    }

    /// The status over the cards: skeleton cards while none are shown yet, else a spinner over those shown.
    private static func status(
        _ status: PokemonListViewModel.State.Status, hasContent: Bool, _ strings: Strings
    ) -> HTML {
        switch status {
        case .idle, .loaded: return .empty
        case .loading where !hasContent: return ScreenParts.skeleton(strings[PokemonText.loading], shape: .card) + "\n"
        case .loading: return ScreenParts.loading(strings[PokemonText.loading]) + "\n"
        case .failed(let message, let offset):
            let retry = ScreenParts.retry(
                strings[PokemonText.retry], href: PokemonPaths.path(for: .list(offset: offset)),
                action: PokemonPaths.retryList, id: "pokemon-retry")
            return ScreenParts.error(message.text(strings), retry: retry) + "\n"
        }
    }

    /// The page shown. Its range is announced when a live update brings it (`announced`), not while it stays
    /// on screen under "Loading…" or an error.
    private static func page(_ content: PokemonListContent, announced: Bool, strings: Strings) -> HTML {
        // A card is one link, so the whole card is a target; its sprite says nothing the name does not (alt="").
        let rows = content.rows.map { row -> HTML in
            """
            <li class="pokemon-row pokemon-card"><a href="\(PokemonPaths.path(for: row.route))">\
            <img class="pokemon-card-sprite" src="\(PokemonPaths.path(for: row.sprite))" alt="" width="96" \
            height="96" loading="lazy"><span class="pokemon-number">\(row.number)</span> \
            \(strings.pokemonName(row.name, class: "pokemon-name"))\(PokemonTypeChips.render(row.types, strings: strings, tag: "span"))</a></li>
            """
        }
        let list: HTML = rows.isEmpty ? .empty : "<ol class=\"pokemon-rows pokemon-grid\">\(rows)</ol>\n"
        let announce = HTML.attribute("data-announce", if: announced)
        return """
            <p class="pokemon-range"\(announce)>\(strings.pokemonRange(content))</p>
            \(list)<nav class="pager" aria-label="\(strings[PokemonText.pages])">\
            \(link(strings[PokemonText.previous], rel: "prev", to: content.previous)) \
            \(link(strings[PokemonText.next], rel: "next", to: content.next))</nav>

            """
    }

    /// Previous or Next: a link, or where there is no such page a disabled button that is no link.
    private static func link(_ title: String, rel: String, to route: PokemonDestination?) -> HTML {
        guard let route else {
            return "<span class=\"button pokemon-\(rel)\" aria-disabled=\"true\">\(title)</span>"
        }
        return
            "<a class=\"button pokemon-\(rel)\" rel=\"\(rel)\" href=\"\(PokemonPaths.path(for: route))\">\(title)</a>"
    }
}
