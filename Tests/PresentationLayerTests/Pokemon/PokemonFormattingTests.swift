import PresentationLayer
import Testing

struct PokemonFormattingTests {
    @Test func formattingConvertsUnitsAndPadsNumbers() {
        #expect(PokemonFormatting.metres(decimetres: 17) == "1.7")
        #expect(PokemonFormatting.kilograms(hectograms: 9050) == "905.0")
        #expect(PokemonFormatting.kilograms(hectograms: -5) == "-0.5")
        #expect(PokemonFormatting.number(7) == "#007")
        #expect(PokemonFormatting.number(151) == "#151")
        #expect(PokemonFormatting.displayName("mr-mime") == "Mr Mime")
    }

    @Test func theExtremeIntegersAreWrittenNotTrappedOn() {
        #expect(PokemonFormatting.metres(decimetres: Int.min) == "-922337203685477580.8")
        #expect(PokemonFormatting.kilograms(hectograms: Int.max) == "922337203685477580.7")
        #expect(PokemonFormatting.number(Int.min) == "#-9223372036854775808")
    }

    @Test func aPageShowsThePositionsOfItsRowsAndNoneWhenEmpty() {
        let row = PokemonListContent.Row(
            id: 11, number: "#011", name: PokemonDisplayName(slug: "metapod"), route: .details(name: "metapod"))
        let page = PokemonListContent(offset: 10, rows: [row, row], count: 151, previous: nil, next: nil)
        #expect(page.shown == 11...12)
        #expect(PokemonListContent(offset: 0, rows: [], count: 0, previous: nil, next: nil).shown == nil)
    }
}
