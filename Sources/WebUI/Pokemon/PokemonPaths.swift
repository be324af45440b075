import Foundation
import PresentationLayer

/// The addresses of the Pokémon scene's routes: shareable and bookmarkable.
enum PokemonPaths {
    static let list = "/pokemon"

    static func path(for route: PokemonRoute) -> String {
        switch route {
        case .list(let offset): offset > 0 ? "\(list)?offset=\(offset)" : list
        case .details(let name): "\(list)/\(segment(name))"
        case .sprite(let name): "\(list)/\(segment(name))/sprite"
        }
    }

    static func retry(details name: String) -> String {
        "\(list)/\(segment(name))/retry"
    }

    static let retryList = "\(list)/retry"

    private static func segment(_ name: String) -> String {
        // NB: PokeAPI's names are letters, digits and `-`, which need no encoding; Foundation's encoding costs
        // more than the rest of a row.
        if name.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) })
        {
            return name
        }
        return name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#"])) ?? ""
    }
}
