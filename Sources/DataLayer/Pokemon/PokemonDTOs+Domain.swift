import DomainLayer
import Foundation

extension PokemonListDTO {
    /// The page starting at `offset`; an entry whose `url` carries no id is bad data.
    func toDomain(offset: Int) throws(DomainError) -> PokemonPage {
        var pokemon: [PokemonSummary] = []
        for entry in results {
            guard let id = entry.id else { throw .badData(details: "No Pokémon id in \(entry.url)") }
            pokemon.append(PokemonSummary(id: id, name: entry.name))
        }
        return PokemonPage(offset: offset, count: count, pokemon: pokemon)
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
