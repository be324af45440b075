import DomainLayer
import TestSupport
import Testing

@Suite struct FetchMyGroupListInteractorTests {
    @Test func answersTheRepositorysGroupsInOrder() async throws {
        let interactor = FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.success(MyGroupFixtures.groups)))
        #expect(try await interactor.execute() == MyGroupFixtures.groups)
    }

    @Test func passesTheRepositorysErrorOn() async throws {
        let interactor = FetchMyGroupListInteractor(groups: FakeMyGroupRepository(.failure(.offline)))
        await #expect(throws: DomainError.offline) { try await interactor.execute() }
    }
}
