import PresentationLayer

/// The lines of a Pokémon's details screen, as the web ring's details page has them.
enum PokemonDetailsLines {
    /// The cells a stat's bar takes.
    static let barWidth = 30

    /// The lines for `state`, `width` cells wide.
    static func lines(for state: PokemonDetailsViewModel.State, width: Int, strings: Strings) -> [StyledLine] {
        switch state {
        case .idle:
            return []
        case .loading(let name):
            return [StatusLines.loading("Loading \(PokemonFormatting.displayName(name))…")]
        case .notFound(let name):
            return [StyledLine("Pokémon not found", style: .bold), StyledLine("No Pokémon is called “\(name)”.")]
        case .failed(let message, _):
            return StatusLines.failure(message.text(strings), width: width)
        case .loaded(let content):
            return details(content, width: width, language: strings.language)
        }
    }

    private static func details(_ content: PokemonDetailsContent, width: Int, language: Language) -> [StyledLine] {
        let name = content.name.text(in: language).text
        var lines = [
            StyledLine("\(name) \(content.number)".truncated(toWidth: width), style: .bold),
            StyledLine("Types: " + content.types.map(PokemonFormatting.displayName).joined(separator: ", ")),
            StyledLine("Height: \(content.height) m   Weight: \(content.weight) kg"),
            .blank,
            StyledLine("Base stats", style: .bold),
        ]
        lines += content.stats.map { stat in
            StyledLine(statLabel(stat.name).padding(12) + String(stat.value).padding(5) + bar(stat))
        }
        lines += [.blank, StyledLine("Abilities", style: .bold)]
        lines += content.abilities.map { ability in
            let text = ability.name.text(in: language).text + (ability.isHidden ? " (hidden)" : "")
            return StyledLine(text.truncated(toWidth: width))
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
