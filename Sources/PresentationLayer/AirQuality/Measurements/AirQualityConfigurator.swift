import Foundation

/// A wired Air quality scene: what its view keeps (Clean Swift's view controller holds its interactor and
/// router; the presenter and router hold the view weakly).
@MainActor
public struct AirQualityScene {
    /// What the view asks (business logic), and the data its routes pass on.
    public let interactor: any AirQualityBusinessLogic & AirQualityDataStore
    /// Where the view goes.
    public let router: any AirQualityRoutingLogic & AirQualityDataPassing

    /// A scene of `interactor` and `router` (a configurator's, or a test's spies).
    public init(
        interactor: any AirQualityBusinessLogic & AirQualityDataStore,
        router: any AirQualityRoutingLogic & AirQualityDataPassing
    ) {
        self.interactor = interactor
        self.router = router
    }
}

/// Wires the Air quality scene around its view (Clean Swift's configurator).
public struct AirQualityConfigurator: Sendable {
    private let worker: AirQualityWorker
    private let now: @Sendable () -> Date

    /// A configurator whose scenes ask `worker`, and whose presenters tell the current hour by `now`.
    public init(worker: AirQualityWorker, now: @escaping @Sendable () -> Date = Date.init) {
        self.worker = worker
        self.now = now
    }

    /// Makes the interactor, presenter and router for `display`, puts the data `route` passes in the
    /// interactor's data store, and returns what the display keeps.
    @MainActor
    public func configure(_ display: any AirQualityDisplayLogic, route: AirQualityDestination) -> AirQualityScene {
        let presenter = AirQualityPresenter(now: now)
        let interactor = AirQualityInteractor(presenter: presenter, worker: worker)
        let router = AirQualityRouter()
        presenter.display = display
        router.display = display
        router.dataStore = interactor
        router.passData(from: route, to: interactor)
        return AirQualityScene(interactor: interactor, router: router)
    }
}
