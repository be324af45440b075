import DomainLayer
import TestSupport
import Testing

@Suite struct FetchMyGroupListInteractorTests {
    @Test func answersTheRepositorysGroupsInOrder() async throws {
        let interactor = FetchMyGroupListInteractor(groups: FixedMyGroupRepository(.success(GroupFixtures.groups)))
        #expect(try await interactor.execute() == GroupFixtures.groups)
    }

    @Test func passesTheRepositorysErrorOn() async throws {
        let interactor = FetchMyGroupListInteractor(groups: FixedMyGroupRepository(.failure(.offline)))
        await #expect(throws: DomainError.offline) { try await interactor.execute() }
    }
}
