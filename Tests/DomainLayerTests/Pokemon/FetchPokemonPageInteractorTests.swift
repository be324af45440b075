import DomainLayer
import TestSupport
import Testing

@Suite struct FetchPokemonPageInteractorTests {
    @Test func aPageHoldsTenFromTheOffset() async throws {
        let page = try await FetchPokemonPageInteractor(repository: FakePokemonRepository(count: 151))
            .execute(offset: 10)
        #expect(page == PokemonSamples.page(offset: 10, count: 151))
        #expect(page.hasPrevious && page.hasNext)
    }

    @Test func anOffsetEqualToTheCountGivesTheLastPageNotAnEmptyOne() async throws {
        let repository = FakePokemonRepository(count: 151)
        let page = try await FetchPokemonPageInteractor(repository: repository).execute(offset: 151)
        #expect(page == PokemonSamples.page(offset: 150, size: 1, count: 151))
        #expect(!page.hasNext)
        #expect(repository.requestedOffsets == [151, 150])
    }

    @Test func anOffsetFarBeyondTheCountIsClampedToTheLastPage() async throws {
        let page = try await FetchPokemonPageInteractor(repository: FakePokemonRepository(count: 30))
            .execute(offset: 9_000)
        #expect(page == PokemonSamples.page(offset: 20, size: 10, count: 30))
    }

    @Test(arguments: [Int.max, Int.max - 5, FetchPokemonPageInteractor.maximumOffset + 1])
    func anOffsetNearTheLargestIntegerIsClampedBeforeAnyArithmetic(offset: Int) async throws {
        let repository = FakePokemonRepository(count: 30)
        let page = try await FetchPokemonPageInteractor(repository: repository).execute(offset: offset)
        #expect(page == PokemonSamples.page(offset: 20, size: 10, count: 30))
        #expect(repository.requestedOffsets.first == FetchPokemonPageInteractor.maximumOffset)
    }

    @Test func aNegativeOffsetIsTheFirstPage() async throws {
        let page = try await FetchPokemonPageInteractor(repository: FakePokemonRepository(count: 30))
            .execute(offset: -5)
        #expect(page == PokemonSamples.page(offset: 0, count: 30))
        #expect(!page.hasPrevious)
    }

    @Test func anEmptyPokedexIsAnEmptyPage() async throws {
        let page = try await FetchPokemonPageInteractor(repository: FakePokemonRepository(count: 0))
            .execute(offset: 0)
        #expect(page == PokemonPage(offset: 0, count: 0, pokemon: []))
    }
}
