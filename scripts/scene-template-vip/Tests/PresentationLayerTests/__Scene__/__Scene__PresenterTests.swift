import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// The __Title__ presenter, displaying into a display spy: a row per item in order with the selected one marked,
/// loading, and a failure's cause as it came.
@MainActor
@Suite struct __Scene__PresenterTests {
    let display = __Scene__DisplaySpy()

    func presenter() -> __Scene__Presenter {
        let presenter = __Scene__Presenter()
        presenter.display = display
        return presenter
    }

    @Test func theItemsAreDisplayedAsRowsInOrderWithTheSelectedOneMarked() {
        let presenter = presenter()
        presenter.presentItems(response: .init(items: __Entity__Fixtures.items, selectedID: 2))
        presenter.presentItems(response: .init(items: [], selectedID: nil))
        #expect(
            display.calls == [
                .items(
                    .init(rows: [
                        .init(id: 1, name: "Alpha"), .init(id: 2, name: "Bravo", isSelected: true),
                        .init(id: 3, name: "Charlie"),
                    ])),
                .items(.init(rows: [])),
            ])
    }

    @Test func loadingAndAFailureAreDisplayedWithTheirCause() {
        let presenter = presenter()
        presenter.presentLoading(response: .init())
        presenter.presentFailure(response: .init(error: .offline))
        #expect(display.calls == [.loading, .failure(.init(message: .offline))])
    }

    @Test func aViewStateKeepsTheRowsShownWhileLoadingAndAfterAFailure() {
        var state = __Scene__ViewState()
        state.displayLoading(viewModel: .init())
        #expect(state == __Scene__ViewState(status: .loading(.fullScreen)))
        let rows = [__Scene__.DisplayedItem(id: 1, name: "Alpha")]
        state.displayItems(viewModel: .init(rows: rows))
        #expect(state == __Scene__ViewState(rows: rows, status: .loaded))
        state.displayLoading(viewModel: .init())
        #expect(state == __Scene__ViewState(rows: rows, status: .loading(.refresh)))
        state.displayFailure(viewModel: .init(message: .offline))
        #expect(state == __Scene__ViewState(rows: rows, status: .failed(.offline, of: .refresh)))
    }
}
