import PresentationLayer
import TerminalKit

/// The lines of a Pokémon's details screen, as the web ring's details page has them.
enum PokemonDetailsLines {
    /// The cells a stat's bar takes.
    static let barWidth = 30

    /// The lines for `state`, `width` cells wide.
    static func lines(for state: PokemonDetailsViewModel.State, width: Int, strings: Strings) -> [StyledLine] {
        switch state {
        case .idle:
            return []
        case .loading(let name, _):
            return [
                StatusLines.loading(
                    strings(SharedWords.loadingNamed, PokemonFormatting.displayName(name)), strings: strings)
            ]
        case .notFound(let name):
            return [
                StyledLine(strings[PokemonWords.notFound], style: .bold),
                StyledLine(strings(PokemonWords.notFoundMessage, name)),
            ]
        case .failed(let message, _, _):
            return StatusLines.failure(message.text(strings), width: width, strings: strings)
        case .loaded(let content):
            return details(content, width: width, strings: strings)
        }
    }

    private static func details(_ content: PokemonDetailsContent, width: Int, strings: Strings) -> [StyledLine] {
        let language = strings.language
        let name = content.name.text(in: language).text
        let types = content.types.map { type in
            PokemonWords.type(type).map { strings[$0] } ?? PokemonFormatting.displayName(type)
        }
        var lines = [
            StyledLine("\(name) \(content.number)".truncated(toWidth: width), style: .bold),
            StyledLine(strings(PokemonTerminalText.types, types.joined(separator: ", "))),
            StyledLine(strings(PokemonTerminalText.size, content.height, content.weight)),
            .blank,
            StyledLine(strings[PokemonWords.baseStats], style: .bold),
        ]
        lines += content.stats.map { stat in
            StyledLine(statLabel(stat.name, strings).padding(12) + String(stat.value).padding(5) + bar(stat))
        }
        lines += [.blank, StyledLine(strings[PokemonWords.abilities], style: .bold)]
        lines += content.abilities.map { ability in
            let hidden = ability.isHidden ? " " + strings[PokemonWords.hiddenAbility] : ""
            let text = ability.name.text(in: language).text + hidden
            return StyledLine(text.truncated(toWidth: width))
        }
        return lines
    }

    /// A stat's label as a Pokédex writes it: "Sp. Atk", "특수공격"; a stat of no known name by its own.
    static func statLabel(_ name: String, _ strings: Strings) -> String {
        strings.pokemonStat(name)
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
