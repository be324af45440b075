/// Fetches a Pokémon's sprite image.
public protocol FetchPokemonSpriteUseCase: Sendable {
    /// The front sprite of the Pokémon with this id or name (a placeholder when it has none).
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func execute(name: String) async throws -> ImageData
}

/// `FetchPokemonSpriteUseCase` over a `PokemonSpritesRepository`.
public struct FetchPokemonSpriteInteractor: FetchPokemonSpriteUseCase {
    private let sprites: any PokemonSpritesRepository

    public init(sprites: any PokemonSpritesRepository) {
        self.sprites = sprites
    }

    public func execute(name: String) async throws -> ImageData {
        try await sprites.sprite(idOrName: name.lowercased())
    }
}
