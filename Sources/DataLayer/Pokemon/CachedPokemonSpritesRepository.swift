import DomainLayer
import Foundation
import Networking

/// Sprites of the remote phases: the sprite URL from the (cached) details, its image through the image
/// cache, so a sprite is fetched once. Sprites come from the sprites origin only; a Pokémon without a
/// sprite, or whose sprite is not an image, gets a placeholder.
public struct CachedPokemonSpritesRepository: PokemonSpritesRepository {
    private let pokemon: any PokemonRepository
    private let images: CachedImageLoader
    private let allowedOrigins: Set<Origin>

    /// - Parameter spritesBaseURL: where sprites are served (PokeAPI's are on raw.githubusercontent.com).
    public init(pokemon: any PokemonRepository, images: CachedImageLoader, spritesBaseURL: URL) {
        self.pokemon = pokemon
        self.images = images
        self.allowedOrigins = Set([Origin(spritesBaseURL)].compactMap { $0 })
    }

    public func sprite(idOrName: String) async throws -> ImageData {
        let details = try await pokemon.details(idOrName: idOrName)
        guard let url = details.spriteURL else {
            return PlaceholderPokemonSpritesRepository.placeholder(
                number: details.id, label: details.name, types: details.types)
        }
        do {
            return try await images.image(at: url, allowedOrigins: allowedOrigins)
        } catch DomainError.badData {
            return PlaceholderPokemonSpritesRepository.placeholder(
                number: details.id, label: details.name, types: details.types)
        }
    }
}
