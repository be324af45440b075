import DomainLayer
import PresentationLayer
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
        #expect(viewModel.state == .loaded(PokemonListContent(PokemonSamples.page(offset: 0), pageSize: 10)))
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
        #expect(viewModel.state == .loaded(MyGroupFixtures.groups.map(MyGroupItemViewModel.init)))
    }

    @Test func pastTheTimeoutThePageShowsTheLoadingState() async {
        let pages = FakeFetchPokemonPageUseCase()
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        pages.answers.hold(0)
        let viewModel = PokemonListViewModel(fetchPage: pages)
        viewModel.didOpenPage(offset: 0)
        #expect(await !SettlePolicy(timeout: .zero).wait(for: viewModel))
        #expect(viewModel.state == .loading(offset: 0, showing: nil))
        pages.answers.release(0)
        await viewModel.settled()
    }
}
