import DomainLayer
import Foundation
import SampleData

/// Generated SVG sprites (dev phase, and Pokémon without a sprite): no copyrighted artwork. A disc tinted
/// with the Pokémon's primary type colour behind a neutral ball, following the viewer's colour scheme.
public struct PlaceholderPokemonSpritesRepository: PokemonSpritesRepository {
    /// The side of a placeholder sprite, in pixels (PokeAPI's sprites are 96×96).
    static let side = 96

    private let pokemon: (any PokemonRepository)?

    /// - Parameter pokemon: where a Pokémon's types are read, for its sprite's tint; without it every sprite
    ///   is neutral and any name gets one.
    public init(pokemon: (any PokemonRepository)? = nil) {
        self.pokemon = pokemon
    }

    public func sprite(idOrName: String) async throws -> ImageData {
        guard let pokemon else { return Self.placeholder(label: idOrName, types: []) }
        let details = try await pokemon.details(idOrName: idOrName)
        return Self.placeholder(label: details.name, types: details.types)
    }

    /// The sprite of a Pokémon named `label` (its `aria-label`) whose types are `types`, primary first.
    static func placeholder(label: String, types: [String]) -> ImageData {
        let svg = PlaceholderImage.sprite(tint: PokemonTypeColours.primary(types), label: label, side: side)
        return ImageData(bytes: Data(svg.utf8), contentType: "image/svg+xml")
    }
}
