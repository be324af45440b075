import DomainLayer
import TestSupport
import Testing

@Suite struct PokemonTests {
    @Test func theLastPageHasNoNext() {
        #expect(!PokemonSamples.page(offset: 150, size: 1, count: 151).hasNext)
        #expect(PokemonSamples.page(offset: 140, size: 10, count: 151).hasNext)
    }

    @Test func detailsAreLookedUpTrimmedAndInLowerCase() async throws {
        let interactor = FetchPokemonDetailsInteractor(
            repository: FakePokemonRepository(pokemon: [PokemonSamples.pikachu]))
        #expect(try await interactor.execute(name: " Pikachu ") == PokemonSamples.pikachu)
        await #expect(throws: DomainError.notFound) { try await interactor.execute(name: "  ") }
        await #expect(throws: DomainError.notFound) { try await interactor.execute(name: "raichu") }
    }

    @Test(arguments: ["..", "../..", "pikachu/../../admin", "a?b=c", "%2E%2E", "pika chu", "피카츄", "\u{0}"])
    func textThatCannotNameAPokemonIsNotFoundWithoutAskingTheRepository(name: String) async throws {
        let repository = FakePokemonRepository(pokemon: [PokemonSamples.pikachu])
        await #expect(throws: DomainError.notFound) {
            try await FetchPokemonDetailsInteractor(repository: repository).execute(name: name)
        }
        #expect(repository.requestedNames.isEmpty)
        #expect(PokemonKey.normalized(name) == nil)
    }

    @Test func keysAreIdsAndNamesInLowerCase() {
        #expect(PokemonKey.normalized(" Mr-Mime ") == "mr-mime")
        #expect(PokemonKey.normalized("25") == "25")
        #expect(PokemonKey.normalized(String(repeating: "a", count: 65)) == nil)
    }
}
