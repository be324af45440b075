import PresentationLayer
import Testing

struct PokemonFormattingTests {
    @Test func formattingConvertsUnitsAndPadsNumbers() {
        #expect(PokemonFormatting.metres(decimetres: 17) == "1.7 m")
        #expect(PokemonFormatting.kilograms(hectograms: 9050) == "905.0 kg")
        #expect(PokemonFormatting.number(7) == "#007")
        #expect(PokemonFormatting.number(151) == "#151")
        #expect(PokemonFormatting.displayName("mr-mime") == "Mr Mime")
        #expect(PokemonFormatting.range(offset: 10, shown: 10, count: 151) == "11–20 of 151")
    }
}
