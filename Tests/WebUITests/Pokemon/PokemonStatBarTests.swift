import Testing

@testable import WebUI

/// How far a base stat's bar reaches: 0–100 whatever the numbers (`value * 100` overflowed an Int).
@Suite struct PokemonStatBarTests {
    @Test func aStatIsItsShareOfTheMaximumRoundedDown() {
        #expect(PokemonDetailsPage.percent(60, of: 255) == 23)
        #expect(PokemonDetailsPage.percent(255, of: 255) == 100)
        #expect(PokemonDetailsPage.percent(0, of: 255) == 0)
    }

    @Test(arguments: [
        (Int.max, 255, 100), (Int.min, 255, 0), (-1, 255, 0), (Int.max, Int.max, 100), (5, 0, 0), (5, Int.min, 0),
    ])
    func extremeStatsStayBetweenNoneAndAll(value: Int, maximum: Int, percent: Int) {
        #expect(PokemonDetailsPage.percent(value, of: maximum) == percent)
    }
}
