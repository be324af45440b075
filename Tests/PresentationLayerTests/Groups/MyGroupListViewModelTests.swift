import DomainLayer
import PresentationLayer
import Synchronization
import TestSupport
import Testing

#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

@MainActor
struct MyGroupListViewModelTests {
    let items = MyGroupFixtures.groups.map(MyGroupItemViewModel.init)

    @Test func aLoadPublishesIdleThenLoadingThenLoaded() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FakeFetchMyGroupListUseCase(results: [.success(MyGroupFixtures.groups)]))
        let recorder = StateRecorder(viewModel)
        viewModel.didAppear()
        await viewModel.settled()
        #expect(
            recorder.recorded == [.init(), .init(status: .loading(.fullScreen)), .init(status: .loaded, items: items)])
    }

    @Test func aFailedLoadPublishesIdleThenLoadingThenFailed() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FakeFetchMyGroupListUseCase(results: [.failure(.server(status: 500, message: nil))]))
        let recorder = StateRecorder(viewModel)
        viewModel.didAppear()
        await viewModel.settled()
        #expect(
            recorder.recorded == [
                .init(), .init(status: .loading(.fullScreen)),
                .init(status: .failed(ErrorMessage.server, of: .fullScreen)),
            ])
    }

    /// The item keeps the day, which the view writes in the page's language.
    @Test func itemsShowTheNameAndTheDay() {
        #expect(items.map(\.name) == ["Hiking club", "Book circle", "Swift study"])
        #expect(
            items.map(\.date) == [
                MyGroupFixtures.day(2020, 1, 1), MyGroupFixtures.day(2020, 2, 14), MyGroupFixtures.day(2021, 3, 1),
            ])
    }

    @Test func retryAfterAFailureKeepsNothingHiddenAndLoadsTheRow() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FakeFetchMyGroupListUseCase(results: [
                .failure(.offline), .success(MyGroupFixtures.groups),
            ])
        )
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .failed(ErrorMessage.offline, of: .fullScreen)))
        viewModel.didTapRetry()
        #expect(viewModel.state == .init(status: .loading(.fullScreen)))
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, items: items))
    }

    @Test func aFailedReloadKeepsThePreviousCardsVisible() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FakeFetchMyGroupListUseCase(results: [
                .success(MyGroupFixtures.groups), .failure(.timedOut),
            ]))
        viewModel.didAppear()
        await viewModel.settled()
        viewModel.didTapRetry()
        #expect(viewModel.state == .init(status: .loading(.refresh), items: items))
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .failed(ErrorMessage.timedOut, of: .refresh), items: items))
    }

    @Test func appearingAgainKeepsTheLoadedRowWithoutFetching() async {
        let fake = FakeFetchMyGroupListUseCase(results: [.success(MyGroupFixtures.groups), .success([])])
        let viewModel = MyGroupListViewModel(fetchMyGroupList: fake)
        viewModel.didAppear()
        await viewModel.settled()
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, items: items))
        #expect(fake.remainingAnswers == 1)
    }

    @Test func appearingWhileLoadingStartsNoSecondLoad() async {
        let gate = Gate()
        let fake = FakeFetchMyGroupListUseCase([
            {
                await gate.wait()
                return MyGroupFixtures.groups
            },
            { [] },
        ])
        let viewModel = MyGroupListViewModel(fetchMyGroupList: fake)
        viewModel.didAppear()
        viewModel.didAppear()
        gate.open()
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, items: items))
        #expect(fake.remainingAnswers == 1)
    }

    @Test func aSupersededLoadsLateResultIsDropped() async {
        let first = Gate()
        let second = Gate()
        let stale = [MyGroup(name: "Stale", date: MyGroupFixtures.day(2000, 1, 1), image: "/stale.svg")]
        let fake = FakeFetchMyGroupListUseCase([
            {
                await first.wait()
                return stale
            },
            {
                await second.wait()
                return MyGroupFixtures.groups
            },
        ])
        let viewModel = MyGroupListViewModel(fetchMyGroupList: fake)
        let recorder = StateRecorder(viewModel)
        viewModel.didAppear()
        viewModel.didTapRetry()
        // The superseded answer comes first, while the latest load still runs.
        first.open()
        second.open()
        await viewModel.settled()
        #expect(
            recorder.recorded == [
                .init(), .init(status: .loading(.fullScreen)), .init(status: .loading(.fullScreen)),
                .init(status: .loaded, items: items),
            ])
    }

    @Test func aCancellationIsNeverShownAsAnError() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FakeFetchMyGroupListUseCase([{ throw CancellationError() }]))
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == .init())
    }

    @Test func aCancellationShowsTheCardsShownBefore() async {
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FakeFetchMyGroupListUseCase([{ MyGroupFixtures.groups }, { throw CancellationError() }]))
        viewModel.didAppear()
        await viewModel.settled()
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, items: items))
    }
}

/// Every value `$state` publishes, in order, recorded through the publisher.
@MainActor
final class StateRecorder {
    private let values = RecordedStates()
    private var subscription: AnyCancellable?

    init(_ viewModel: MyGroupListViewModel) {
        // An explicitly @Sendable sink: one inferred @MainActor traps if OpenCombine calls it elsewhere.
        subscription = viewModel.$state.sink { @Sendable [values] state in values.append(state) }
    }

    var recorded: [MyGroupListViewModel.State] { values.all }
}

final class RecordedStates: Sendable {
    private let states = Mutex<[MyGroupListViewModel.State]>([])

    func append(_ state: MyGroupListViewModel.State) {
        states.withLock { $0.append(state) }
    }

    var all: [MyGroupListViewModel.State] { states.withLock { $0 } }
}
