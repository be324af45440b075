import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
struct __Scene__ListViewModelTests {
    typealias State = __Scene__ListViewModel.State
    let items = __Entity__Fixtures.items
    let rows = __Entity__Fixtures.items.map(__Scene__RowViewModel.init)

    @Test func appearingLoadsTheItems() async {
        let viewModel = __Scene__ListViewModel(fetchList: Fake__Entity__s([.success(items)]))
        viewModel.didAppear()
        // The fake answers at once, and a view model's work starts at once: the items are shown already.
        #expect(viewModel.state == State(items: rows, status: .loaded))
        #expect(viewModel.isSettled)
    }

    @Test func appearingAgainKeepsTheItemsWithoutFetching() async {
        let fake = Fake__Entity__s([.success(items), .success([])])
        let viewModel = __Scene__ListViewModel(fetchList: fake)
        viewModel.didAppear()
        await viewModel.settled()
        viewModel.didAppear()
        #expect(viewModel.state == State(items: rows, status: .loaded))
        #expect(fake.remainingAnswers == 1)
    }

    @Test func aFailureIsWordedAndRetryLoadsAgain() async {
        let viewModel = __Scene__ListViewModel(fetchList: Fake__Entity__s([.failure(.offline), .success(items)]))
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == State(status: .failed(.offline, of: .fullScreen)))
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == State(items: rows, status: .loaded))
    }

    @Test func aFailedReloadKeepsTheItemsShown() async {
        let viewModel = __Scene__ListViewModel(fetchList: Fake__Entity__s([.success(items), .failure(.timedOut)]))
        viewModel.didAppear()
        await viewModel.settled()
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == State(items: rows, status: .failed(.timedOut, of: .refresh)))
    }
}
