import DomainLayer
import Foundation

extension PokemonListDTO {
    /// The page starting at `offset`, at most `limit` entries; an entry whose `url` carries no id is skipped.
    func toDomain(offset: Int, limit: Int) -> (page: PokemonPage, skipped: Int) {
        let pokemon = results.prefix(max(limit, 0)).compactMap { entry in
            entry.id.map { PokemonSummary(id: $0, name: entry.name) }
        }
        let skipped = skippedResults + results.count - pokemon.count
        return (PokemonPage(offset: offset, count: max(count, 0), pokemon: pokemon), skipped)
    }
}

extension PokemonDetailsDTO {
    func toDomain() -> PokemonDetails {
        PokemonDetails(
            id: id, name: name, height: height, weight: weight,
            types: types.sorted { $0.slot < $1.slot }.map(\.type.name),
            stats: stats.map { PokemonDetails.Stat(name: $0.stat.name, baseStat: $0.baseStat) },
            abilities: abilities.sorted { $0.slot < $1.slot }.map {
                PokemonDetails.Ability(name: $0.ability.name, isHidden: $0.isHidden)
            },
            spriteURL: sprites.frontDefault.flatMap(URL.init(string:)))
    }
}
