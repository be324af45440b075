import DomainLayer
import Foundation

extension PokemonPage: CacheableValue {
    /// In the ranges `PokemonListDTO` reads a page in; the offset, which is the one asked for, no more than a
    /// count.
    public func isReadable(storedAt: Date) -> Bool {
        UpstreamNumbers.count.contains(offset) && (0...PokemonListDTO.maximumCount).contains(count)
            && pokemon.allSatisfy { UpstreamNumbers.id.contains($0.id) }
    }
}

extension PokemonDetails: CacheableValue {
    /// In the ranges `PokemonDetailsDTO` reads a Pokémon in.
    public func isReadable(storedAt: Date) -> Bool {
        let measures = 0...PokemonDetailsDTO.maximumMeasure
        return UpstreamNumbers.id.contains(id) && measures.contains(height) && measures.contains(weight)
            && stats.allSatisfy { PokemonDetailsDTO.baseStats.contains($0.baseStat) }
    }
}
