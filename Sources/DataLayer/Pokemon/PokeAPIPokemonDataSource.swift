import DomainLayer
import Networking

/// The Pokédex from PokeAPI v2 (or the staging API in its shape); failures read with `APIErrorReader.pokeAPI`
/// (an unknown Pokémon is a 404 with a plain-text body).
public struct PokeAPIPokemonDataSource: PokemonDataSource {
    private let service: DataTransferService

    public init(service: DataTransferService) {
        self.service = service
    }

    public func page(offset: Int, limit: Int) async throws -> PokemonPage {
        let response: PokemonListDTO
        do {
            response = try await service.request(PokeAPIEndpoints.list(offset: offset, limit: limit))
        } catch {
            throw APIErrorReader.pokeAPI.domainError(for: error)
        }
        let (page, skipped) = response.toDomain(offset: offset, limit: limit)
        if skipped > 0 {
            service.logger.warning(
                "Skipped Pokémon entries that could not be read",
                metadata: ["skipped": "\(skipped)", "kept": "\(page.pokemon.count)"])
        }
        return page
    }

    public func details(idOrName: String) async throws -> PokemonDetails {
        do {
            return try await service.request(PokeAPIEndpoints.details(idOrName: idOrName)).toDomain()
        } catch {
            throw APIErrorReader.pokeAPI.domainError(for: error)
        }
    }
}
