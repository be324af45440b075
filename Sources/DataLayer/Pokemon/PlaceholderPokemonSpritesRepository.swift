import DomainLayer
import Foundation
import SampleData

/// Generated SVG sprites (dev phase, and Pokémon without a sprite): no copyrighted artwork.
public struct PlaceholderPokemonSpritesRepository: PokemonSpritesRepository {
    /// The side of a placeholder sprite, in pixels (PokeAPI's sprites are 96×96).
    static let side = 96

    public init() {}

    public func sprite(idOrName: String) async throws -> ImageData {
        Self.placeholder(label: idOrName)
    }

    static func placeholder(label: String) -> ImageData {
        let svg = PlaceholderImage.svg(seed: "pokemon-\(label)", label: label, width: side, height: side)
        return ImageData(bytes: Data(svg.utf8), contentType: "image/svg+xml")
    }
}
