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
        let segment = idOrName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
        return Endpoint(path: "/api/v2/pokemon/\(segment ?? idOrName)", decoder: .json())
    }
}
