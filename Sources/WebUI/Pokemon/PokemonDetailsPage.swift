import PresentationLayer

/// The Pokémon details page: sprite, number, types, measures, stat bars and abilities.
enum PokemonDetailsPage {
    static let regionID = "pokemon-details"

    static func title(_ state: PokemonDetailsViewModel.State) -> String {
        switch state {
        case .loaded(let content): content.name
        case .notFound: "Pokémon not found"
        case .idle, .loading, .failed: "Pokémon"
        }
    }

    static func render(_ state: PokemonDetailsViewModel.State) -> HTML {
        switch state {
        case .idle:
            return .empty
        case .loading(let name):
            return "<p class=\"loading\" role=\"status\">Loading \(name)…</p>"
        case .notFound(let name):
            return """
                <section class="empty pokemon-not-found"><h1>Pokémon not found</h1>\
                <p>No Pokémon is called “\(name)”.</p>\(back(.list(offset: 0)))</section>
                """
        case .failed(let message, let name):
            let retry = HTML.actionLink(
                "Retry", href: PokemonPaths.path(for: .details(name: name)), action: PokemonPaths.retry(details: name),
                id: "pokemon-retry", className: "inline")
            return "<div class=\"error\" role=\"alert\"><p>\(message.text(.en))</p>\(retry)</div>\(back(.list(offset: 0)))"
        case .loaded(let content):
            return details(content)
        }
    }

    private static func back(_ list: PokemonRoute) -> HTML {
        "<p><a class=\"pokemon-back\" href=\"\(PokemonPaths.path(for: list))\">← All Pokémon</a></p>"
    }

    private static func details(_ content: PokemonDetailsContent) -> HTML {
        let types = content.types.map { type -> HTML in "<li class=\"pokemon-type\">\(type)</li>" }
        let stats = content.stats.map { stat -> HTML in
            let percent = stat.maximum > 0 ? min(100, stat.value * 100 / stat.maximum) : 0
            return """
                <tr><th scope="row">\(stat.label)</th><td class="pokemon-stat-value">\(stat.value)</td>\
                <td><meter class="pokemon-stat-bar" min="0" max="\(stat.maximum)" value="\(stat.value)" \
                aria-label="\(stat.label): \(stat.value) of \(stat.maximum)" \
                style="--stat: \(percent)%">\(stat.value) of \(stat.maximum)</meter></td></tr>
                """
        }
        let abilities = content.abilities.map { ability -> HTML in
            let hidden: HTML = ability.isHidden ? " <span class=\"pokemon-hidden\">(hidden)</span>" : .empty
            return "<li class=\"pokemon-ability\">\(ability.name)\(hidden)</li>"
        }
        return """
            \(back(content.list))\
            <article class="pokemon-details">
            <img class="pokemon-sprite" src="\(PokemonPaths.path(for: content.sprite))" alt="Sprite of \(content.name)" \
            width="96" height="96">
            <h1><span class="pokemon-name">\(content.name)</span> <span class="pokemon-number">\(content.number)</span></h1>
            <ul class="pokemon-types" aria-label="Types">\(types)</ul>
            <dl class="pokemon-measures"><dt>Height</dt><dd class="pokemon-height">\(content.height)</dd>\
            <dt>Weight</dt><dd class="pokemon-weight">\(content.weight)</dd></dl>
            <h2>Base stats</h2>
            <table class="pokemon-stats"><tbody>\(stats)</tbody></table>
            <h2>Abilities</h2>
            <ul class="pokemon-abilities">\(abilities)</ul>
            </article>
            """
    }
}
