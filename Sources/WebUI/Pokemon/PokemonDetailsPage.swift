import LiveWeb
import PresentationLayer

/// The Pokémon details page: sprite, number, types, measures, stat bars and abilities.
enum PokemonDetailsPage {
    static let regionID = "pokemon-details"

    static func title(_ state: PokemonDetailsViewModel.State, strings: Strings) -> String {
        switch state {
        case .loaded(let content): content.name.text(in: strings.language).text
        case .notFound: strings[PokemonWords.notFound]
        case .idle, .loading, .failed: strings[PokemonWords.title]
        }
    }

    /// The details region for `state`; each state but `idle` has the page's one `h1`.
    /// The region for `state`, remembered by state and language: every window showing a Pokémon shows alike.
    static func render(_ state: PokemonDetailsViewModel.State, strings: Strings = .en) -> HTML {
        renders.html(state, in: strings.language) { renderNow(state, strings: strings) }
    }

    private static let renders = Memo<RenderKey<PokemonDetailsViewModel.State>, HTML>(capacity: 256)

    private static func renderNow(_ state: PokemonDetailsViewModel.State, strings: Strings) -> HTML {
        switch state {
        case .idle:
            return .empty
        case .loading(let name, _):
            let loading = strings(SharedWords.loadingNamed, PokemonFormatting.displayName(name))
            return """
                <h1>\(strings[PokemonWords.title])</h1>
                \(ScreenParts.loading(loading))
                """
        case .notFound(let name):
            return """
                <section class="empty pokemon-not-found"><h1>\(strings[PokemonWords.notFound])</h1>\
                <p data-announce>\(strings(PokemonWords.notFoundMessage, name))</p>\
                \(back(.list(offset: 0), strings))</section>
                """
        case .failed(let message, let name, _):
            let retry = ScreenParts.retry(
                strings[PokemonText.retry], href: PokemonPaths.path(for: .details(name: name)),
                action: PokemonPaths.retry(details: name), id: "pokemon-retry")
            return """
                <h1>\(strings[PokemonWords.title])</h1>
                \(ScreenParts.error(message.text(strings), retry: retry))\
                \(back(.list(offset: 0), strings))
                """
        case .loaded(let content):
            return details(content, strings)
        }
    }

    private static func back(_ list: PokemonDestination, _ strings: Strings) -> HTML {
        "<p><a class=\"pokemon-back\" href=\"\(PokemonPaths.path(for: list))\">← \(strings[PokemonText.back])</a></p>"
    }

    /// How much of `maximum` `value` is, 0–100; computed on Doubles, as `value * 100` can overflow an Int.
    static func percent(_ value: Int, of maximum: Int) -> Int {
        guard maximum > 0 else { return 0 }
        return Int((Double(min(max(value, 0), maximum)) * 100 / Double(maximum)).rounded(.down))
    }

    /// Previous and Next by number, each naming the number it leads to.
    private static func neighbours(_ content: PokemonDetailsContent, _ strings: Strings) -> HTML {
        guard content.previous != nil || content.next != nil else { return .empty }
        func link(_ neighbour: PokemonDetailsContent.Neighbour?, rel: String, _ words: PokemonText) -> HTML {
            guard let neighbour else { return .empty }
            let title = strings(words, neighbour.number)
            return
                "<a class=\"button pokemon-\(rel)\" rel=\"\(rel)\" href=\"\(PokemonPaths.path(for: neighbour.route))\">\(title)</a>"
        }
        return """
            <nav class="pager pokemon-neighbours" aria-label="\(strings[PokemonText.neighbours])">\
            \(link(content.previous, rel: "prev", .previousNumber)) \(link(content.next, rel: "next", .nextNumber))</nav>
            """
    }

    private static func details(_ content: PokemonDetailsContent, _ strings: Strings) -> HTML {
        let types = PokemonTypeChips.render(content.types, strings: strings, tag: "li")
        let stats = content.stats.map { stat -> HTML in
            let label = strings.pokemonStat(stat.name)
            let value = strings.number(stat.value)
            let maximum = strings.number(stat.maximum)
            let percent = Self.percent(stat.value, of: stat.maximum)
            return """
                <tr><th scope="row">\(label)</th><td class="pokemon-stat-value">\(value)</td>\
                <td><meter class="pokemon-stat-bar" min="0" max="\(stat.maximum)" value="\(stat.value)" \
                aria-label="\(strings(PokemonText.statValue, label, value, maximum))" \
                style="--stat: \(percent)%">\(strings(SharedWords.outOf, value, maximum))</meter></td></tr>
                """
        }
        let abilities = content.abilities.map { ability -> HTML in
            let hidden: HTML =
                ability.isHidden
                ? " <span class=\"pokemon-hidden\">\(strings[PokemonWords.hiddenAbility])</span>" : .empty
            return "<li class=\"pokemon-ability\">\(strings.pokemonName(ability.name))\(hidden)</li>"
        }
        return """
            \(back(content.list, strings))\
            <article class="pokemon-details">
            <img class="pokemon-sprite" src="\(PokemonPaths.path(for: content.sprite))" \
            alt="\(strings(PokemonText.sprite, content.name.text(in: strings.language).text))" width="96" height="96">
            <h1>\(strings.pokemonName(content.name, class: "pokemon-name")) <span class="pokemon-number">\(content.number)</span></h1>
            <ul class="pokemon-types" aria-label="\(strings[PokemonText.types])">\(types)</ul>\
            \(neighbours(content, strings))
            <dl class="pokemon-measures"><dt>\(strings[PokemonText.height])</dt>\
            <dd class="pokemon-height">\(strings(PokemonText.metres, content.height))</dd>\
            <dt>\(strings[PokemonText.weight])</dt>\
            <dd class="pokemon-weight">\(strings(PokemonText.kilograms, content.weight))</dd></dl>
            <h2>\(strings[PokemonWords.baseStats])</h2>
            <table class="pokemon-stats"><tbody>\(stats)</tbody></table>
            <h2>\(strings[PokemonWords.abilities])</h2>
            <ul class="pokemon-abilities">\(abilities)</ul>
            </article>
            """
    }
}
