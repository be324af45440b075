import DomainLayer
import Foundation

/// Loads sprites for the view ring through `FetchPokemonSpriteUseCase` (an image is not a screen, so it has no
/// view model or state).
public struct PokemonSpriteLoader: Sendable {
    private let fetchSprite: any FetchPokemonSpriteUseCase

    public init(fetchSprite: any FetchPokemonSpriteUseCase) {
        self.fetchSprite = fetchSprite
    }

    /// The sprite of the Pokémon named `name`.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(name: String) async throws -> ImageContent {
        ImageContent(try await fetchSprite.execute(name: name))
    }
}
