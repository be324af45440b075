import SampleData
import Testing

@Test func pokemonPageIsClampedToTheBounds() throws {
    let pokemon = try SampleDataset.bundled().pokemon

    #expect(PokemonCatalog.page(pokemon, offset: 0, limit: 20).map(\.id) == Array(1...20))
    #expect(PokemonCatalog.page(pokemon, offset: 140, limit: 20).map(\.id) == Array(141...151))
    #expect(PokemonCatalog.page(pokemon, offset: 151, limit: 20).isEmpty)
    #expect(PokemonCatalog.page(pokemon, offset: 500, limit: 20).isEmpty)
    #expect(PokemonCatalog.page(pokemon, offset: -3, limit: 2).map(\.id) == [1, 2])
    #expect(PokemonCatalog.page(pokemon, offset: 10, limit: 0).isEmpty)
    #expect(PokemonCatalog.page(pokemon, offset: 0, limit: 1_000).count == 151)
}

@Test func pokemonIsFoundByIdOrLowerCasedName() throws {
    let pokemon = try SampleDataset.bundled().pokemon

    #expect(PokemonCatalog.find(pokemon, idOrName: "25")?.name == "pikachu")
    #expect(PokemonCatalog.find(pokemon, idOrName: "pikachu")?.id == 25)
    #expect(PokemonCatalog.find(pokemon, idOrName: "Mr-Mime")?.id == 122)
    #expect(PokemonCatalog.find(pokemon, idOrName: "151")?.name == "mew")
    #expect(PokemonCatalog.find(pokemon, idOrName: "152") == nil)
    #expect(PokemonCatalog.find(pokemon, idOrName: "0") == nil)
    #expect(PokemonCatalog.find(pokemon, idOrName: "missingno") == nil)
}
