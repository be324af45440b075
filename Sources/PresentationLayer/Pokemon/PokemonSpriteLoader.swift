import DomainLayer
import Foundation

/// Loads sprites for the view ring (an image is not a screen, so it has no view model or state).
public struct PokemonSpriteLoader: Sendable {
    private let fetchSprite: any FetchPokemonSpriteUseCase

    public init(fetchSprite: any FetchPokemonSpriteUseCase) {
        self.fetchSprite = fetchSprite
    }

    /// The sprite of `name`; nil when it cannot be had (unknown Pokémon, offline…), so the view shows none.
    public func sprite(name: String) async -> ImageContent? {
        guard let image = try? await fetchSprite.execute(name: name) else { return nil }
        return ImageContent(image)
    }
}
