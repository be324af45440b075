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
    /// The details, with the species' names and each ability's names where they are known (by ability name).
    func toDomain(
        names: PokemonNames = PokemonNames(), abilityNames: [String: PokemonNames] = [:]
    ) -> PokemonDetails {
        PokemonDetails(
            id: id, name: name, names: names, height: height, weight: weight,
            types: types.sorted { $0.slot < $1.slot }.map(\.type.name),
            stats: stats.map { PokemonDetails.Stat(name: $0.stat.name, baseStat: $0.baseStat) },
            abilities: abilities.sorted { $0.slot < $1.slot }.map {
                PokemonDetails.Ability(
                    name: $0.ability.name, isHidden: $0.isHidden, names: abilityNames[$0.ability.name] ?? PokemonNames()
                )
            },
            spriteURL: sprites.frontDefault.flatMap(URL.init(string:)))
    }
}

extension PokeAPINamesDTO {
    /// The names by language code; of two names in one language, the first.
    func toDomain() -> PokemonNames {
        PokemonNames(Dictionary(names.map { ($0.language.name, $0.name) }, uniquingKeysWith: { first, _ in first }))
    }
}
