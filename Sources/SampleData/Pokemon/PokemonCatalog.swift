/// The Pokédex paging and look-up rules shared by the dev-phase data source and the staging API.
public enum PokemonCatalog {
    /// The slice [offset, offset+limit) clamped to the bounds (empty when offset >= count).
    ///
    /// A negative offset counts as 0 and a negative limit as 0.
    public static func page(_ pokemon: [SamplePokemon], offset: Int, limit: Int) -> ArraySlice<SamplePokemon> {
        let start = min(max(offset, 0), pokemon.count)
        let end = start + min(max(limit, 0), pokemon.count - start)
        return pokemon[start..<end]
    }

    /// By decimal id or by lower-cased name; nil when unknown.
    public static func find(_ pokemon: [SamplePokemon], idOrName: String) -> SamplePokemon? {
        if let id = Int(idOrName) {
            return pokemon.first { $0.id == id }
        }
        let name = idOrName.lowercased()
        return pokemon.first { $0.name == name }
    }
}
