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
        // NB: callers pass keys checked by `PokemonKey`; encoding every other character as well keeps a `.`
        // or `/` from ever reaching the path.
        let segment = idOrName.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"]))
        return Endpoint(path: "/api/v2/pokemon/\(segment ?? "")", maxResponseBytes: 8 << 20, decoder: .json())
    }
}
