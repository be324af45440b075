import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Networking
import PresentationLayer
import SampleData
import TerminalKit
import TerminalUI
import WebUI

/// The air-quality scene (AirKorea), in the Clean Swift VIP pattern: a station's last 24 hours, and Settings
/// to choose the station, which is kept in `strata.sqlite`. The bundled stations in dev, AirKorea in alpha
/// (the staging API) and real (`AIRKOREA_SERVICE_KEY`), whose answers are cached in `cache.sqlite`.
struct AirQualitySceneDIContainer: SceneDIContainer {
    static let scene = "AirQuality"
    static let path = "/air-quality"
    static let documentation = "ThreePatterns#Clean-Swift-VIP"
    static let settings: [any SceneSettingDeclaration] = [serviceKey, baseURL]
    static let serviceKey = SceneSetting.secret(
        "AIRKOREA_SERVICE_KEY", "data.go.kr service key (Air quality, real phase)", requiredInReal: true)
    static let baseURL = SceneSetting.url("AIRKOREA_BASE_URL", default: URL(staticString: "https://apis.data.go.kr"))

    /// AirKorea's answers are kept a day, in at most 4 MiB: station lists and nearby stations are served for
    /// the day, measurements until the next hour's publication, and after it only as a saved copy when the
    /// service fails.
    static let cachePolicy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 4 << 20)

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// The chosen station.
        let userDatabase: SQLiteDatabase
        /// Commits to `userDatabase` made by another process, whose chosen station the open scenes show.
        let userDataCommits: SQLiteCommitWatcher
        /// AirKorea's answers.
        let cacheDatabase: SQLiteDatabase
        /// AirKorea, with the service key as its `serviceKey` query parameter (each endpoint asks for JSON).
        let airKorea: DataTransferService
        let stations: @Sendable () throws -> [SampleStation]
        /// The clock that decides when cached answers are due again.
        var now: @Sendable () -> Date = Date.init
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        let key = app.configuration[Self.serviceKey]
        self.init(
            dependencies: Dependencies(
                phase: app.phase, userDatabase: app.userDatabase, userDataCommits: app.userDataCommits,
                cacheDatabase: app.cacheDatabase,
                airKorea: app.dataTransferService(
                    baseURL: app.configuration[Self.baseURL],
                    queryParameters: AirKoreaEndpoints.serviceKey(key?.value), label: "airkorea"),
                stations: { [sampleData = app.sampleData] in try sampleData().stations }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        router.addRoutes(AirQualityWebRoutes(worker: makeWorker()).routes)
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let worker = makeWorker()
        return { AirQualityScreen(worker: worker, strings: strings) }
    }

    @MainActor func terminalScreens(
        showing destination: AirQualityDestination, strings: Strings
    ) -> [any TerminalScreen] {
        [AirQualityScreen(worker: makeWorker(), route: destination, strings: strings)]
    }

    /// The worker both VIP scenes' interactors call: the five use cases over this phase's repositories. The routes
    /// make one for the app, so a station saved in any window reaches every window's scenes, as does one saved by
    /// another process.
    func makeWorker() -> AirQualityWorker {
        let (airQuality, refreshing) = makeRepositories()
        let store = SQLiteAirQualityStationSettingStore(database: dependencies.userDatabase)
        // The use cases and repositories are traced here, at the composition root.
        let settings = TracedAirQualityStationSettingRepository(base: store)
        let otherProcesses = OtherProcessChanges<String>(commits: dependencies.userDataCommits) {
            try? await store.savedStationName()
        }
        return AirQualityWorker(
            fetchHistory: TracedFetchAirQualityHistoryUseCase(
                base: FetchAirQualityHistoryInteractor(repository: airQuality)),
            fetchSavedStation: TracedFetchSavedAirQualityStationUseCase(
                base: FetchSavedAirQualityStationInteractor(settings: settings)),
            saveStation: TracedSaveAirQualityStationUseCase(base: SaveAirQualityStationInteractor(settings: settings)),
            searchStations: TracedSearchAirQualityStationsUseCase(
                base: SearchAirQualityStationsInteractor(repository: airQuality)),
            fetchNearbyStations: TracedFetchNearbyAirQualityStationsUseCase(
                base: FetchNearbyAirQualityStationsInteractor(repository: airQuality)),
            refreshHistory: TracedFetchAirQualityHistoryUseCase(
                base: FetchAirQualityHistoryInteractor(repository: refreshing)),
            savedStationChanges: otherProcesses.makeChanges())
    }

    /// The bundled stations in dev (nothing to save: they cost no call); AirKorea, through the cache, otherwise.
    /// The second is what Refresh asks: the same, but asking AirKorea for measurements whatever is kept.
    private func makeRepositories() -> (any AirQualityRepository, refreshing: any AirQualityRepository) {
        switch dependencies.phase {
        case .dev:
            let bundled = TracedAirQualityRepository(
                base: DataSourceAirQualityRepository(
                    source: BundledAirQualityDataSource(stations: dependencies.stations)),
                isCache: false)
            return (bundled, bundled)
        case .alpha, .real:
            let cache = SQLiteResponseCacheStore(
                database: dependencies.cacheDatabase, namespace: "airquality", policy: Self.cachePolicy,
                now: dependencies.now)
            let cached = CachedAirQualityRepository(
                repository: DataSourceAirQualityRepository(
                    source: RemoteAirQualityDataSource(service: dependencies.airKorea)),
                cache: cache, now: dependencies.now)
            return (
                TracedAirQualityRepository(base: cached, isCache: true),
                TracedAirQualityRepository(base: cached.refreshing, isCache: true)
            )
        }
    }
}
