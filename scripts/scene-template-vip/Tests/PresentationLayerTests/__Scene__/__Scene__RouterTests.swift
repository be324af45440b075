import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// The __Title__ router and configurator: a route's data goes into the data store, the router routes with the
/// data store's selection, and the configurator wires a scene whose parts reach the display.
@MainActor
@Suite struct __Scene__RouterTests {
    let items = __Entity__Fixtures.items

    @Test func aRoutePutsItsSelectionInTheDataStore() {
        let interactor = __Scene__Interactor(presenter: __Scene__PresentationSpy(), worker: __Scene__WorkerSpy([]))
        let router = __Scene__Router()
        router.passData(from: .list(selectedID: 2), to: interactor)
        #expect(interactor.selectedID == 2)
        router.passData(from: .list(selectedID: nil), to: interactor)
        #expect(interactor.selectedID == nil)
    }

    @Test func routingToTheSelectedItemPassesTheDataStoresSelection() {
        let display = __Scene__DisplaySpy()
        let interactor = __Scene__Interactor(presenter: __Scene__PresentationSpy(), worker: __Scene__WorkerSpy([]))
        let router = __Scene__Router()
        router.display = display
        router.dataStore = interactor
        router.routeToSelectedItem()
        interactor.selectedID = 3
        router.routeToSelectedItem()
        #expect(display.calls == [.route(.list(selectedID: nil)), .route(.list(selectedID: 3))])
    }

    @Test func theConfiguratorWiresTheSceneAroundItsDisplay() async {
        let display = __Scene__DisplaySpy()
        let scene = __Scene__Configurator(worker: __Scene__WorkerSpy([.success(items)]))
            .configure(display, route: .list(selectedID: 1))
        #expect(scene.router.dataStore === scene.interactor)
        #expect(scene.interactor.selectedID == 1)

        scene.interactor.fetchItems(request: .init())
        await scene.interactor.settled()
        scene.interactor.selectItem(request: .init(id: 3))
        scene.router.routeToSelectedItem()
        let rows = items.map { __Scene__.DisplayedItem(id: $0.id, name: $0.name) }
        var selectedFirst = rows
        selectedFirst[0].isSelected = true
        var selectedLast = rows
        selectedLast[2].isSelected = true
        #expect(
            display.calls == [
                .loading, .items(.init(rows: selectedFirst)), .items(.init(rows: selectedLast)),
                .route(.list(selectedID: 3)),
            ])
    }
}
