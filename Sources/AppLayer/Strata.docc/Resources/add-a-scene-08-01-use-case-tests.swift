import DomainLayer
import TestSupport
import Testing

@Suite struct FetchBookListInteractorTests {
    @Test func answersTheRepositorysItemsInOrder() async throws {
        let interactor = FetchBookListInteractor(repository: FakeBooks([.success(BookFixtures.items)]))
        #expect(try await interactor.execute() == BookFixtures.items)
    }

    @Test func passesTheRepositorysErrorOn() async throws {
        let interactor = FetchBookListInteractor(repository: FakeBooks([.failure(.offline)]))
        await #expect(throws: DomainError.offline) { try await interactor.execute() }
    }
}
