import PresentationLayer
import Testing

@Suite struct PokemonJumpTests {
    @Test func aWholeNumberWithinTheCountLeadsToThatPokemonsPage() {
        #expect(PokemonJump.destination(for: "151", maximum: 151) == .success(.details(name: "151")))
        #expect(PokemonJump.destination(for: " #025 ", maximum: 151) == .success(.details(name: "25")))
        #expect(PokemonJump.destination(for: "1", maximum: 151) == .success(.details(name: "1")))
        #expect(PokemonJump.destination(for: "007", maximum: 151) == .success(.details(name: "7")))
    }

    @Test func textThatIsNoNumberWithinTheCountLeadsNowhereAndSaysTheRange() {
        for text in ["abc", "0", "99999", "152", "", " ", "-1", "+1", "1.5", "1e3", "٣", "#", "99999999999999999999"] {
            #expect(PokemonJump.destination(for: text, maximum: 151) == .failure(.outOfRange(maximum: 151)), "\(text)")
        }
    }

    @Test func withoutACountANumberIsCheckedOnlyAgainstTheLargestOffset() {
        #expect(PokemonJump.destination(for: "99999", maximum: nil) == .success(.details(name: "99999")))
        #expect(PokemonJump.destination(for: "abc", maximum: nil) == .failure(.outOfRange(maximum: 1_000_000)))
    }
}
