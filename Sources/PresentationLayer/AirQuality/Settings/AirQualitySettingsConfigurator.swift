/// A wired Settings scene: what its view keeps.
@MainActor
public struct AirQualitySettingsScene {
    /// What the view asks (business logic), and the data its routes pass on.
    public let interactor: any AirQualitySettingsBusinessLogic & AirQualitySettingsDataStore
    /// Where the view goes.
    public let router: any AirQualitySettingsRoutingLogic & AirQualitySettingsDataPassing

    /// A scene of `interactor` and `router` (a configurator's, or a test's spies).
    public init(
        interactor: any AirQualitySettingsBusinessLogic & AirQualitySettingsDataStore,
        router: any AirQualitySettingsRoutingLogic & AirQualitySettingsDataPassing
    ) {
        self.interactor = interactor
        self.router = router
    }
}

/// Wires the Settings scene around its view.
public struct AirQualitySettingsConfigurator: Sendable {
    private let worker: AirQualityWorker

    /// A configurator whose scenes ask `worker`.
    public init(worker: AirQualityWorker) {
        self.worker = worker
    }

    /// Makes the interactor, presenter and router for `display`, puts the data `route` passes in the
    /// interactor's data store, and returns what the display keeps.
    @MainActor
    public func configure(
        _ display: any AirQualitySettingsDisplayLogic, route: AirQualityDestination
    ) -> AirQualitySettingsScene {
        let presenter = AirQualitySettingsPresenter()
        let interactor = AirQualitySettingsInteractor(presenter: presenter, worker: worker)
        let router = AirQualitySettingsRouter()
        presenter.display = display
        router.display = display
        router.dataStore = interactor
        router.passData(from: route, to: interactor)
        return AirQualitySettingsScene(interactor: interactor, router: router)
    }
}
