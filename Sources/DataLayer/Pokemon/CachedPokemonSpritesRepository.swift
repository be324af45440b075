import DomainLayer

/// Sprites of the remote phases: the sprite URL from the (cached) details, its image through the image
/// cache, so a sprite is fetched once. A Pokémon without a sprite gets a placeholder.
public struct CachedPokemonSpritesRepository: PokemonSpritesRepository {
    private let pokemon: any PokemonRepository
    private let images: CachedImageLoader

    public init(pokemon: any PokemonRepository, images: CachedImageLoader) {
        self.pokemon = pokemon
        self.images = images
    }

    public func sprite(idOrName: String) async throws -> ImageData {
        let details = try await pokemon.details(idOrName: idOrName)
        guard let url = details.spriteURL else {
            return PlaceholderPokemonSpritesRepository.placeholder(label: details.name)
        }
        return try await images.image(at: url)
    }
}
