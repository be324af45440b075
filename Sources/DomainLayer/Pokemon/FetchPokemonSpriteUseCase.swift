/// Fetches a Pokémon's sprite image.
public protocol FetchPokemonSpriteUseCase: Sendable {
    /// The front sprite of the Pokémon with this id or name (a placeholder when it has none).
    /// - Throws: `DomainError` (`notFound` for text that cannot name a Pokémon), or `CancellationError`.
    func execute(name: String) async throws -> ImageData
}

/// `FetchPokemonSpriteUseCase` over a `PokemonSpritesRepository`.
public struct FetchPokemonSpriteInteractor: FetchPokemonSpriteUseCase {
    private let sprites: any PokemonSpritesRepository

    public init(sprites: any PokemonSpritesRepository) {
        self.sprites = sprites
    }

    public func execute(name: String) async throws -> ImageData {
        guard let key = PokemonKey.normalized(name) else { throw DomainError.notFound }
        return try await sprites.sprite(idOrName: key)
    }
}
