import DomainLayer
import Foundation
import SampleData

/// Generated SVG sprites (dev and alpha, and Pokémon without a sprite): no copyrighted artwork. Each Pokémon
/// has its own (`GeneratedArt.pokemonSprite`): a pixel creature shaped by its Pokédex number and coloured by its
/// types, following the viewer's colour scheme.
public struct PlaceholderPokemonSpritesRepository: PokemonSpritesRepository {
    /// The side of a generated sprite, in pixels (PokeAPI's sprites are 96×96).
    static let side = 96

    private let pokemon: (any PokemonRepository)?

    /// - Parameter pokemon: where a Pokémon's number and types are read; without it a sprite is shaped by the
    ///   number or name asked for, untyped, and any name gets one.
    public init(pokemon: (any PokemonRepository)? = nil) {
        self.pokemon = pokemon
    }

    public func sprite(idOrName: String) async throws -> ImageData {
        guard let pokemon else {
            let number = Int(idOrName) ?? Int(PlaceholderImage.fnv1a(idOrName) % 100_000)
            return Self.placeholder(number: number, label: idOrName, types: [])
        }
        let details = try await pokemon.details(idOrName: idOrName)
        return Self.placeholder(number: details.id, label: details.name, types: details.types)
    }

    /// The sprite of the Pokémon numbered `number`, named `label` (its `aria-label`), whose types are `types`,
    /// primary first.
    static func placeholder(number: Int, label: String, types: [String]) -> ImageData {
        let svg = GeneratedArt.pokemonSprite(
            number: number, primary: PokemonTypeColours.primary(types),
            secondary: PokemonTypeColours.secondary(types), label: label, side: side)
        return ImageData(bytes: Data(svg.utf8), contentType: "image/svg+xml")
    }
}
