import Clocks
import DomainLayer
import LiveWeb
import PresentationLayer
import Synchronization
import TestSupport
import Testing

@testable import WebUI

@MainActor
struct SettlePolicyTests {
    @Test func aPageWaitsForAnObservableViewModelToSettle() async {
        let pages = FakeFetchPokemonPageUseCase()
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        pages.answers.hold(0)
        let viewModel = PokemonListViewModel(fetchPage: pages)
        viewModel.didOpenPage(offset: 0)
        async let waited: Bool = SettlePolicy(timeout: .seconds(3600)).wait(for: viewModel)
        pages.answers.release(0)
        #expect(await waited)
        #expect(
            viewModel.state
                == .init(status: .loaded, content: PokemonListContent(PokemonSamples.page(offset: 0), pageSize: 10)))
    }

    @Test func aPageWaitsForAnObservableObjectViewModelToSettle() async {
        let gate = Gate()
        let viewModel = MyGroupListViewModel(
            fetchMyGroupList: FakeFetchMyGroupListUseCase([
                {
                    await gate.wait()
                    return MyGroupFixtures.groups
                }
            ]))
        viewModel.didAppear()
        async let waited: Bool = SettlePolicy(timeout: .seconds(3600)).wait(for: viewModel)
        gate.open()
        #expect(await waited)
        #expect(viewModel.state == .init(status: .loaded, items: MyGroupFixtures.groups.map(MyGroupItemViewModel.init)))
    }

    @Test(.timeLimit(.minutes(1))) func aViewModelThatSaysItIsSettledIsNotWaitedFor() async {
        #expect(await SettlePolicy(timeout: .seconds(3600), clock: TestClock()).wait(for: SettledAtOnce()))
    }

    @Test func pastTheTimeoutThePageShowsTheLoadingState() async {
        let pages = FakeFetchPokemonPageUseCase()
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        pages.answers.hold(0)
        let viewModel = PokemonListViewModel(fetchPage: pages)
        viewModel.didOpenPage(offset: 0)
        #expect(await !SettlePolicy(timeout: .zero).wait(for: viewModel))
        #expect(viewModel.state == .init(status: .loading(0), content: nil))
        pages.answers.release(0)
        await viewModel.settled()
    }

    @Test func waitsPastTheirTimeoutAllEndOnOneTimerNotBeforeTwoThirdsOfIt() async {
        let clock = TestClock()
        let policy = SettlePolicy(timeout: .milliseconds(150), clock: clock)
        let pages = FakeFetchPokemonPageUseCase()
        let viewModels = (0..<20).map { offset in
            pages.answers.answer(offset, with: .success(PokemonSamples.page(offset: offset)))
            pages.answers.hold(offset)
            let viewModel = PokemonListViewModel(fetchPage: pages)
            viewModel.didOpenPage(offset: offset)
            return viewModel
        }
        let ended = Counter()
        let waits = viewModels.map { viewModel in
            Task { @MainActor in
                let settled = await policy.wait(for: viewModel)
                ended.add()
                return settled
            }
        }
        // The timer ticks only as the test clock advances, so no wait can end before two thirds of the
        // timeout; a timer that starts a tick late (a loaded machine) only ends them later.
        await clock.untilSomethingSleeps()
        await clock.advance(by: .milliseconds(99))
        #expect(ended.value == 0)
        await advance(clock, until: { ended.value == 20 })
        for wait in waits { #expect(await !wait.value) }
        for offset in 0..<20 { pages.answers.release(offset) }
        for viewModel in viewModels { await viewModel.settled() }
    }

    @Test func aWaitThatSettlesEndsAtOnceWhileOthersTimeOut() async {
        let clock = TestClock()
        let policy = SettlePolicy(timeout: .milliseconds(150), clock: clock)
        let pages = FakeFetchPokemonPageUseCase()
        for offset in [0, 10] {
            pages.answers.answer(offset, with: .success(PokemonSamples.page(offset: offset)))
            pages.answers.hold(offset)
        }
        let slow = PokemonListViewModel(fetchPage: pages)
        slow.didOpenPage(offset: 0)
        let quick = PokemonListViewModel(fetchPage: pages)
        quick.didOpenPage(offset: 10)
        let ended = Counter()
        let slowWait = Task { @MainActor in
            let settled = await policy.wait(for: slow)
            ended.add()
            return settled
        }
        async let quickWait: Bool = policy.wait(for: quick)
        pages.answers.release(10)
        #expect(await quickWait)
        await advance(clock, until: { ended.value == 1 })
        #expect(await !slowWait.value)
        pages.answers.release(0)
        await slow.settled()
    }

    /// Advances `clock` 10 ms at a time until `condition` holds (at most 10 s of its time).
    private func advance(_ clock: TestClock<Duration>, until condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await clock.advance(by: .milliseconds(10))
        }
    }
}

/// A count that tasks add to.
private final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}

/// A view model that says it is settled, and whose `settled()` would only return when cancelled.
@MainActor
private final class SettledAtOnce: Settleable {
    var isSettled: Bool { true }

    func settled() async {
        await untilCancelled()
    }
}
