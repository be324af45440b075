import DomainLayer
import TestSupport
import Testing

@Suite struct Fetch__Entity__ListInteractorTests {
    @Test func answersTheRepositorysItemsInOrder() async throws {
        let interactor = Fetch__Entity__ListInteractor(repository: Fake__Entity__s([.success(__Entity__Fixtures.items)]))
        #expect(try await interactor.execute() == __Entity__Fixtures.items)
    }

    @Test func passesTheRepositorysErrorOn() async throws {
        let interactor = Fetch__Entity__ListInteractor(repository: Fake__Entity__s([.failure(.offline)]))
        await #expect(throws: DomainError.offline) { try await interactor.execute() }
    }
}
