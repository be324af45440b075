/// A wired __Title__ scene: what its view keeps (Clean Swift's view controller holds its interactor and router;
/// the presenter and router hold the view weakly).
@MainActor
public struct __Scene__Scene {
    /// What the view asks (business logic), and the data its routes pass on.
    public let interactor: any __Scene__BusinessLogic & __Scene__DataStore
    /// Where the view goes.
    public let router: any __Scene__RoutingLogic & __Scene__DataPassing

    /// A scene of `interactor` and `router` (a configurator's, or a test's spies).
    public init(
        interactor: any __Scene__BusinessLogic & __Scene__DataStore,
        router: any __Scene__RoutingLogic & __Scene__DataPassing
    ) {
        self.interactor = interactor
        self.router = router
    }
}

/// Wires the __Title__ scene around its view (Clean Swift's configurator).
public struct __Scene__Configurator: Sendable {
    private let worker: any __Scene__WorkerLogic

    /// A configurator whose scenes ask `worker`.
    public init(worker: any __Scene__WorkerLogic) {
        self.worker = worker
    }

    /// Makes the interactor, presenter and router for `display`, puts the data `route` passes in the
    /// interactor's data store, and returns what the display keeps.
    @MainActor
    public func configure(_ display: any __Scene__DisplayLogic, route: __Scene__Destination) -> __Scene__Scene {
        let presenter = __Scene__Presenter()
        let interactor = __Scene__Interactor(presenter: presenter, worker: worker)
        let router = __Scene__Router()
        presenter.display = display
        router.display = display
        router.dataStore = interactor
        router.passData(from: route, to: interactor)
        return __Scene__Scene(interactor: interactor, router: router)
    }
}
