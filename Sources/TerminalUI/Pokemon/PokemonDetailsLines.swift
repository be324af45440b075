import PresentationLayer

/// The lines of a Pokémon's details screen, as the web ring's details page has them.
enum PokemonDetailsLines {
    /// One line and how it shows.
    struct Line {
        var text: String
        var style: Style = .plain
    }

    /// The cells a stat's bar takes.
    static let barWidth = 30

    /// The lines for `state`, `width` cells wide.
    static func lines(for state: PokemonDetailsViewModel.State, width: Int, strings: Strings) -> [Line] {
        switch state {
        case .idle:
            return []
        case .loading(let name):
            return [Line(text: "Loading \(PokemonFormatting.displayName(name))…", style: .dim)]
        case .notFound(let name):
            return [Line(text: "Pokémon not found", style: .bold), Line(text: "No Pokémon is called “\(name)”.")]
        case .failed(let message, _):
            let failure = message.text(strings).wrapped(toWidth: width).map {
                Line(text: $0, style: Style(foreground: .red))
            }
            return failure + [Line(text: "Retry (r)", style: .bold)]
        case .loaded(let content):
            return details(content, width: width, language: strings.language)
        }
    }

    private static func details(_ content: PokemonDetailsContent, width: Int, language: Language) -> [Line] {
        let name = content.name.text(in: language).text
        var lines = [
            Line(text: "\(name) \(content.number)".truncated(toWidth: width), style: .bold),
            Line(text: "Types: " + content.types.map(PokemonFormatting.displayName).joined(separator: ", ")),
            Line(text: "Height: \(content.height) m   Weight: \(content.weight) kg"),
            Line(text: ""),
            Line(text: "Base stats", style: .bold),
        ]
        lines += content.stats.map { stat in
            Line(text: statLabel(stat.name).padding(12) + String(stat.value).padding(5) + bar(stat))
        }
        lines += [Line(text: ""), Line(text: "Abilities", style: .bold)]
        lines += content.abilities.map { ability in
            let text = ability.name.text(in: language).text + (ability.isHidden ? " (hidden)" : "")
            return Line(text: text.truncated(toWidth: width))
        }
        return lines
    }

    /// A stat's label as a Pokédex writes it: "Sp. Atk"; a stat of no known name by its own.
    static func statLabel(_ name: String) -> String {
        switch name {
        case "hp": "HP"
        case "attack": "Attack"
        case "defense": "Defense"
        case "special-attack": "Sp. Atk"
        case "special-defense": "Sp. Def"
        case "speed": "Speed"
        default: PokemonFormatting.displayName(name)
        }
    }

    /// The stat's bar: its share of the scale's top, in full and empty blocks.
    private static func bar(_ stat: PokemonDetailsContent.Stat) -> String {
        let filled =
            stat.maximum > 0 ? min(max(stat.value, 0), stat.maximum) * barWidth / stat.maximum : 0
        return String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    }
}

extension String {
    /// The text followed by spaces to `width` cells.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - terminalWidth))
    }
}
