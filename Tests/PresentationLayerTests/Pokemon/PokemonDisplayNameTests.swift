import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// A name is shown in the page's language where PokeAPI gives it, else in English, else worded from its slug.
@Suite struct PokemonDisplayNameTests {
    @Test func aPagePicksTheNameInItsLanguage() {
        let name = PokemonDisplayName(PokemonNames(["en": "Mr. Mime", "ko": "마임맨", "ja": "バリヤード"]), slug: "mr-mime")
        #expect(name == PokemonDisplayName(names: [.en: "Mr. Mime", .ko: "마임맨"], slug: "mr-mime"))
        #expect(name.text(in: .ko) == .init("마임맨", language: .ko))
        #expect(name.text(in: .en) == .init("Mr. Mime", language: .en))
    }

    @Test func withoutAKoreanNameAKoreanPageShowsTheEnglishOneMarkedEnglish() {
        let name = PokemonDisplayName(PokemonNames(["en": "Farfetch’d"]), slug: "farfetchd")
        #expect(name.text(in: .ko) == .init("Farfetch’d", language: .en))
    }

    @Test func withoutNamesTheSlugIsWordedInEnglish() {
        let name = PokemonDisplayName(PokemonNames(), slug: "nidoran-f")
        #expect(name.text(in: .ko) == .init("Nidoran F", language: .en))
        #expect(name.text(in: .en) == .init("Nidoran F", language: .en))
    }

    @Test func listRowsAndDetailsCarryTheNamesOfTheirPokemonAndAbilities() {
        let page = PokemonPage(
            offset: 24, count: 151,
            pokemon: [PokemonSummary(id: 25, name: "pikachu", names: PokemonNames(["en": "Pikachu", "ko": "피카츄"]))])
        let row = PokemonListContent(page, pageSize: 10).rows[0]
        #expect(row.name.text(in: .ko).text == "피카츄")
        #expect(row.route == .details(name: "pikachu"))
        let details = PokemonDetailsContent(PokemonSamples.pikachu)
        #expect(details.name.text(in: .ko).text == "피카츄")
        #expect(details.name.text(in: .en).text == "Pikachu")
        #expect(details.abilities.map { $0.name.text(in: .ko).text } == ["정전기", "피뢰침"])
        #expect(details.abilities.map { $0.name.text(in: .en).text } == ["Static", "Lightning Rod"])
        #expect(details.sprite == .sprite(name: "pikachu"))
    }
}
