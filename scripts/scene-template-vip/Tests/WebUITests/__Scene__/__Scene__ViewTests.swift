import DomainLayer
import PresentationLayer
import Testing

@testable import WebUI

/// Records what the __Title__ view asks of its interactor (Clean Swift's business-logic spy), and holds its data
/// store.
@MainActor
final class __Scene__BusinessLogicSpy: __Scene__BusinessLogic, __Scene__DataStore {
    enum Call: Equatable {
        case fetchItems
        case selectItem(id: Int)
        case retry
    }

    private(set) var calls: [Call] = []
    var selectedID: Int?
    var items: [__Entity__] = []
    var isSettled: Bool { true }

    func fetchItems(request: __Scene__.FetchItems.Request) { calls.append(.fetchItems) }
    func selectItem(request: __Scene__.SelectItem.Request) { calls.append(.selectItem(id: request.id)) }
    func retry() { calls.append(.retry) }
    func settled() async {}
}

/// Records where the __Title__ view asks its router to go.
@MainActor
final class __Scene__RoutingLogicSpy: __Scene__RoutingLogic, __Scene__DataPassing {
    private(set) var routesToSelectedItem = 0
    weak var dataStore: (any __Scene__DataStore)?

    func routeToSelectedItem() { routesToSelectedItem += 1 }
}

/// The __Title__ view (Clean Swift's view controller) with a spy interactor and router: it asks its interactor on
/// load and Retry, shows what the presenter hands it, and is at the route its router sends it to.
@MainActor
@Suite struct __Scene__ViewTests {
    let interactor = __Scene__BusinessLogicSpy()
    let router = __Scene__RoutingLogicSpy()

    func view(route: __Scene__Destination = .list(selectedID: 2)) -> __Scene__View {
        __Scene__View(route: route) { _ in __Scene__Scene(interactor: interactor, router: router) }
    }

    @Test func openingAndRetryAskTheInteractor() {
        let view = view()
        #expect(interactor.calls == [])
        view.didOpen()
        view.didTapRetry()
        #expect(interactor.calls == [.fetchItems, .retry])
        #expect(view.route == .list(selectedID: 2))
        #expect(router.routesToSelectedItem == 0)
    }

    @Test func itShowsWhatThePresenterHandsIt() {
        let view = view()
        let rows = [__Scene__.DisplayedItem(id: 2, name: "Bravo", isSelected: true)]
        view.displayLoading(viewModel: .init())
        #expect(view.state == __Scene__View.State(status: .loading(.fullScreen)))
        view.displayItems(viewModel: .init(rows: rows))
        view.displayFailure(viewModel: .init(message: .offline))
        #expect(view.state == __Scene__View.State(rows: rows, status: .failed(.offline, of: .refresh)))
    }

    @Test func itIsAtTheRouteItsRouterSendsItToAndRetryLeadsThere() {
        let view = view(route: .list(selectedID: nil))
        view.display(route: .list(selectedID: 3))
        view.displayFailure(viewModel: .init(message: .offline))
        #expect(view.route == .list(selectedID: 3))
        #expect(
            __Scene__Page.render(view.state, route: view.route, strings: .en).markup.contains(
                "href=\"__path__?selected=3\" data-action=\"__path__/retry\""))
    }
}
