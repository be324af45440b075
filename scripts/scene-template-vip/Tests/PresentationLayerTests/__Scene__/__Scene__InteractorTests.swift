import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// The __Title__ interactor over a worker spy, presenting into a presenter spy: what it asks, what it presents in
/// which order, and what it keeps in its data store.
@MainActor
@Suite struct __Scene__InteractorTests {
    let presenter = __Scene__PresentationSpy()
    let items = __Entity__Fixtures.items

    @Test func fetchingPresentsLoadingThenTheItems() async {
        let worker = __Scene__WorkerSpy([.success(items)])
        let interactor = __Scene__Interactor(presenter: presenter, worker: worker)
        interactor.fetchItems(request: .init())
        await interactor.settled()
        #expect(presenter.calls == [.loading, .items(.init(items: items, selectedID: nil))])
        #expect(worker.fetchCount == 1)
        #expect(interactor.items == items)
    }

    @Test func aFailureIsPresentedWithItsCauseAndRetryFetchesAgain() async {
        let worker = __Scene__WorkerSpy([.failure(.offline), .success(items)])
        let interactor = __Scene__Interactor(presenter: presenter, worker: worker)
        interactor.fetchItems(request: .init())
        await interactor.settled()
        interactor.retry()
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading, .failure(.init(error: .offline)), .loading, .items(.init(items: items, selectedID: nil)),
            ])
        #expect(worker.fetchCount == 2)
    }

    @Test func theSelectedIDInTheDataStoreIsPresentedOnlyWhenItIsAmongTheItems() async {
        let worker = __Scene__WorkerSpy([.success(items), .success(Array(items.prefix(1)))])
        let interactor = __Scene__Interactor(presenter: presenter, worker: worker)
        interactor.selectedID = 2
        interactor.fetchItems(request: .init())
        await interactor.settled()
        interactor.retry()
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading, .items(.init(items: items, selectedID: 2)),
                .loading, .items(.init(items: Array(items.prefix(1)), selectedID: nil)),
            ])
    }

    @Test func selectingAnItemShownPutsItInTheDataStoreAndPresentsIt() async {
        let interactor = __Scene__Interactor(presenter: presenter, worker: __Scene__WorkerSpy([.success(items)]))
        interactor.selectItem(request: .init(id: 3))
        #expect(interactor.selectedID == nil)
        interactor.fetchItems(request: .init())
        await interactor.settled()
        interactor.selectItem(request: .init(id: 3))
        interactor.selectItem(request: .init(id: 99))
        #expect(interactor.selectedID == 3)
        #expect(
            presenter.calls == [
                .loading, .items(.init(items: items, selectedID: nil)), .items(.init(items: items, selectedID: 3)),
            ])
    }

    @Test func aFailedRetryKeepsTheItemsInTheDataStore() async {
        let worker = __Scene__WorkerSpy([.success(items), .failure(.timedOut)])
        let interactor = __Scene__Interactor(presenter: presenter, worker: worker)
        interactor.fetchItems(request: .init())
        await interactor.settled()
        interactor.retry()
        await interactor.settled()
        #expect(presenter.calls.last == .failure(.init(error: .timedOut)))
        #expect(interactor.items == items)
    }

    @Test func theWorkerFetchesThroughTheUseCase() async throws {
        let worker = __Scene__Worker(fetchList: Fake__Entity__s([.success(items), .failure(.offline)]))
        #expect(try await worker.fetchItems() == items)
        await #expect(throws: DomainError.offline) { try await worker.fetchItems() }
    }
}
