import DomainLayer
import Foundation
import PresentationLayer
import Testing

@Suite struct PokemonErrorMessageTests {
    func text(_ error: any Error) -> String? {
        PokemonErrorMessage(error, timeZone: TimeZone(identifier: "UTC") ?? .current)?.text
    }

    @Test func everyCauseHasItsOwnWords() {
        #expect(text(DomainError.offline) == "No internet connection.")
        #expect(text(DomainError.timedOut) == "The Pokédex took too long to answer.")
        #expect(text(DomainError.notFound) == "No such Pokémon.")
        #expect(text(DomainError.unauthorized(message: "Bad key")) == "Not authorized: Bad key")
        #expect(
            text(DomainError.rateLimited(until: Date(timeIntervalSince1970: 3_600 * 14 + 5 * 60)))
                == "Rate limited until 14:05.")
        #expect(text(DomainError.rateLimited(until: nil)) == "Rate limited.")
        #expect(
            text(DomainError.server(status: 503, message: "Service Unavailable"))
                == "Server error (HTTP 503): Service Unavailable")
        #expect(text(DomainError.badData(details: "x")) == "The Pokédex sent an answer that could not be read.")
        #expect(text(DomainError.notConfigured(message: "Set POKEAPI_BASE_URL.")) == "Set POKEAPI_BASE_URL.")
    }

    @Test func aCancellationHasNoMessage() {
        #expect(text(CancellationError()) == nil)
    }

    @Test func formattingConvertsUnitsAndPadsNumbers() {
        #expect(PokemonFormatting.metres(decimetres: 17) == "1.7 m")
        #expect(PokemonFormatting.kilograms(hectograms: 9050) == "905.0 kg")
        #expect(PokemonFormatting.number(7) == "#007")
        #expect(PokemonFormatting.number(151) == "#151")
        #expect(PokemonFormatting.displayName("mr-mime") == "Mr Mime")
        #expect(PokemonFormatting.range(offset: 10, shown: 10, count: 151) == "11–20 of 151")
    }
}
