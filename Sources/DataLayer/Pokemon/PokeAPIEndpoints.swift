import Foundation
import Networking

/// PokeAPI v2's endpoints the Pokémon scene uses.
enum PokeAPIEndpoints {
    static func list(offset: Int, limit: Int) -> Endpoint<PokemonListDTO> {
        Endpoint(
            path: "/api/v2/pokemon",
            queryItems: [
                URLQueryItem(name: "limit", value: "\(limit)"), URLQueryItem(name: "offset", value: "\(offset)"),
            ],
            decoder: .json())
    }

    static func details(idOrName: String) -> Endpoint<PokemonDetailsDTO> {
        Endpoint(path: "/api/v2/pokemon/\(segment(idOrName))", maxResponseBytes: 8 << 20, decoder: .json())
    }

    /// A species, for its names (a species answer is some 30 KB: flavor texts in every language).
    static func species(idOrName: String) -> Endpoint<PokeAPINamesDTO> {
        Endpoint(path: "/api/v2/pokemon-species/\(segment(idOrName))", maxResponseBytes: 2 << 20, decoder: .json())
    }

    /// An ability, for its names (an ability answer lists every Pokémon having it).
    static func ability(idOrName: String) -> Endpoint<PokeAPINamesDTO> {
        Endpoint(path: "/api/v2/ability/\(segment(idOrName))", maxResponseBytes: 2 << 20, decoder: .json())
    }

    // Callers pass keys checked by `PokemonKey` or names from PokeAPI; encoding every other character as
    // well keeps a `.` or `/` from ever reaching the path.
    private static func segment(_ idOrName: String) -> String {
        idOrName.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"])) ?? ""
    }
}
