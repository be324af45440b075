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

    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func droppedStreamReleasesTheViewModel(published: Bool) async {
        weak var released: AnyObject?
        // The witness goes with the reading closure, which holds the view model: once it is gone (on the main
        // actor, where this test runs), so is everything the stream held.
        let (gone, readerGone) = AsyncStream.makeStream(of: Never.self)
        do {
            let witness = Witness(readerGone)
            let observable = CounterViewModel()
            let publishing = PublishedCounterViewModel()
            released = published ? publishing : observable
            var stream: AsyncStream<Int>? =
                published
                ? StateObservation.values(of: publishing) { witness.read(publishing.state.count) }
                : StateObservation.values { witness.read(observable.state.count) }
            var iterator = stream?.makeAsyncIterator()
            #expect(await iterator?.next() == 0)
            stream = nil
            iterator = nil
        }
        for await _ in gone {}
        #expect(released == nil)
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

/// Finishes its stream when released.
private final class Witness: Sendable {
    private let released: AsyncStream<Never>.Continuation

    init(_ released: AsyncStream<Never>.Continuation) {
        self.released = released
    }

    deinit { released.finish() }

    func read<Value>(_ value: Value) -> Value { value }
}
