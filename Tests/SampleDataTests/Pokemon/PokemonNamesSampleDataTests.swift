import SampleData
import Testing

/// The bundled Pokédex names every Pokémon and ability in English and Korean, as PokeAPI names them.
@Suite struct PokemonNamesSampleDataTests {
    @Test func everyPokemonAndAbilityHasAnEnglishAndAKoreanNameAndEveryAbilityItsId() throws {
        let pokemon = try SampleDataset.bundled().pokemon
        #expect(pokemon.count == 151)
        let unnamed = pokemon.filter { ($0.names?.en ?? "").isEmpty || ($0.names?.ko ?? "").isEmpty }
        #expect(unnamed.map(\.name) == [])
        let abilities = pokemon.flatMap(\.abilities)
        #expect(abilities.filter { $0.id == nil || $0.names == nil }.map(\.name) == [])
        #expect(Set(abilities.map(\.name)).count == Set(abilities.compactMap(\.id)).count)
    }

    @Test func namesAreTheSpeciesNamesPokeAPIGives() throws {
        let pokemon = try SampleDataset.bundled().pokemon
        let names = Dictionary(uniqueKeysWithValues: pokemon.map { ($0.name, $0.names) })
        #expect(names["pikachu"] == SampleLocalizedName(en: "Pikachu", ko: "피카츄"))
        #expect(names["bulbasaur"] == SampleLocalizedName(en: "Bulbasaur", ko: "이상해씨"))
        #expect(names["mr-mime"] == SampleLocalizedName(en: "Mr. Mime", ko: "마임맨"))
        #expect(names["nidoran-f"] == SampleLocalizedName(en: "Nidoran♀", ko: "니드런♀"))
        #expect(names["nidoran-m"] == SampleLocalizedName(en: "Nidoran♂", ko: "니드런♂"))
        #expect(names["farfetchd"] == SampleLocalizedName(en: "Farfetch’d", ko: "파오리"))
        let pikachu = try #require(pokemon.first { $0.id == 25 })
        #expect(
            pikachu.abilities
                == [
                    .init(
                        name: "static", isHidden: false, slot: 1, id: 9,
                        names: SampleLocalizedName(en: "Static", ko: "정전기")),
                    .init(
                        name: "lightning-rod", isHidden: true, slot: 3, id: 31,
                        names: SampleLocalizedName(en: "Lightning Rod", ko: "피뢰침")),
                ])
    }
}
