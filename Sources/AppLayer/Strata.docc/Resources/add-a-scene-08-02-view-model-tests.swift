import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
struct BookshelfListViewModelTests {
    typealias State = BookshelfListViewModel.State
    let items = BookFixtures.items
    let rows = BookFixtures.items.map(BookshelfRowViewModel.init)

    @Test func appearingLoadsTheItems() async {
        let viewModel = BookshelfListViewModel(fetchList: FakeBooks([.success(items)]))
        viewModel.didAppear()
        // The fake answers at once, and a view model's work starts at once: the items are shown already.
        #expect(viewModel.state == State(items: rows, status: .loaded))
        #expect(viewModel.isSettled)
    }

    @Test func appearingAgainKeepsTheItemsWithoutFetching() async {
        let fake = FakeBooks([.success(items), .success([])])
        let viewModel = BookshelfListViewModel(fetchList: fake)
        viewModel.didAppear()
        await viewModel.settled()
        viewModel.didAppear()
        #expect(viewModel.state == State(items: rows, status: .loaded))
        #expect(fake.remainingAnswers == 1)
    }

    @Test func aFailureIsWordedAndRetryLoadsAgain() async {
        let viewModel = BookshelfListViewModel(fetchList: FakeBooks([.failure(.offline), .success(items)]))
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == State(status: .failed(.offline, of: .fullScreen)))
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == State(items: rows, status: .loaded))
    }

    @Test func aFailedReloadKeepsTheItemsShown() async {
        let viewModel = BookshelfListViewModel(fetchList: FakeBooks([.success(items), .failure(.timedOut)]))
        viewModel.didAppear()
        await viewModel.settled()
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == State(items: rows, status: .failed(.timedOut, of: .refresh)))
    }
}
