import DomainLayer
import Foundation

/// A sprite image as the view ring serves it.
public struct PokemonSpriteImage: Hashable, Sendable {
    public var bytes: Data
    /// The media type, e.g. `image/png` or `image/svg+xml`.
    public var contentType: String

    /// Creates an image.
    public init(bytes: Data, contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }
}

/// Loads sprites for the view ring (an image is not a screen, so it has no view model or state).
public struct PokemonSpriteLoader: Sendable {
    private let fetchSprite: any FetchPokemonSpriteUseCase

    public init(fetchSprite: any FetchPokemonSpriteUseCase) {
        self.fetchSprite = fetchSprite
    }

    /// The sprite of `name`; nil when it cannot be had (unknown Pokémon, offline…), so the view shows none.
    public func sprite(name: String) async -> PokemonSpriteImage? {
        guard let image = try? await fetchSprite.execute(name: name) else { return nil }
        return PokemonSpriteImage(bytes: image.bytes, contentType: image.contentType)
    }
}
