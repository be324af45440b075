import LiveWeb
import TestSupport
import Testing

@testable import WebUI

@MainActor
struct StateObservationTests {
    @Test func observableViewModelYieldsTheStateAfterEachChange() async {
        let viewModel = CounterViewModel()
        var values = StateObservation.values { viewModel.state }.makeAsyncIterator()

        #expect(await values.next() == CounterViewModel.State(count: 0))
        viewModel.didTapIncrement()
        #expect(await values.next() == CounterViewModel.State(count: 1))
        viewModel.didTapIncrement()
        #expect(await values.next() == CounterViewModel.State(count: 2))
    }

    @Test func publishedViewModelYieldsTheStateAfterEachChange() async {
        let viewModel = PublishedCounterViewModel()
        var values = StateObservation.values(of: viewModel) { viewModel.state }.makeAsyncIterator()

        #expect(await values.next() == CounterViewModel.State(count: 0))
        viewModel.didTapIncrement()
        #expect(await values.next() == CounterViewModel.State(count: 1))
        viewModel.didTapIncrement()
        #expect(await values.next() == CounterViewModel.State(count: 2))
    }

    @Test func burstsAreCoalescedToTheNewestState() async {
        let viewModel = CounterViewModel()
        var values = StateObservation.values { viewModel.state }.makeAsyncIterator()
        #expect(await values.next() == CounterViewModel.State(count: 0))

        for _ in 0..<5 { viewModel.didTapIncrement() }
        #expect(await values.next() == CounterViewModel.State(count: 5))
    }

    @Test(arguments: [false, true])
    func droppedStreamReleasesTheViewModel(published: Bool) async {
        weak var released: AnyObject?
        do {
            let observable = CounterViewModel()
            let publishing = PublishedCounterViewModel()
            released = published ? publishing : observable
            var stream: AsyncStream<Int>? =
                published
                ? StateObservation.values(of: publishing) { publishing.state.count }
                : StateObservation.values { observable.state.count }
            var iterator = stream?.makeAsyncIterator()
            #expect(await iterator?.next() == 0)
            stream = nil
            iterator = nil
        }
        #expect(await eventually { released == nil })
    }

    @Test func aRegionSendsWhatChangedSinceThePageWasRendered() async {
        let viewModel = PublishedCounterViewModel()
        let region = LiveRegion(id: "counter", observing: viewModel) { CounterScene.render(viewModel.state) }
        #expect(region.markup.html.markup == "<div id=\"counter\" data-live><p class=\"count\">Count: 0</p></div>")
        var updates = region.updates().makeAsyncIterator()

        viewModel.didTapIncrement()
        #expect(await updates.next() == [.replace(target: "counter", "<p class=\"count\">Count: 1</p>")])
    }
}
