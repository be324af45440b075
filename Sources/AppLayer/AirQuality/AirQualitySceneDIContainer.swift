import DataLayer
import DomainLayer
import Hummingbird
import Networking
import PresentationLayer
import SampleData
import WebUI

/// The air-quality scene (AirKorea), in the Clean Swift VIP pattern: a station's last 24 hours, and Settings
/// to choose the station, which is kept in `strata.sqlite`. The bundled stations in dev, AirKorea in alpha
/// (the staging API) and real (`AIRKOREA_SERVICE_KEY`).
struct AirQualitySceneDIContainer: SceneDIContainer {
    static let scene = "AirQuality"
    static let path = "/air-quality"
    static let settings: [SceneSetting] = [
        .requiredInReal("AIRKOREA_SERVICE_KEY", "data.go.kr service key (Air quality, real phase)") {
            $0.keys.airKoreaServiceKey != nil
        },
        .optional("AIRKOREA_BASE_URL", "default https://apis.data.go.kr"),
    ]

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// The chosen station.
        let userDatabase: SQLiteDatabase
        /// AirKorea, with the service key as its `serviceKey` query parameter (each endpoint asks for JSON).
        let airKorea: DataTransferService
        let stations: @Sendable () throws -> [SampleStation]
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        let key = app.configuration.keys.airKoreaServiceKey
        self.init(
            dependencies: Dependencies(
                phase: app.phase, userDatabase: app.userDatabase,
                airKorea: app.dataTransferService(
                    baseURL: app.configuration.baseURLs.airKorea,
                    queryParameters: AirKoreaEndpoints.serviceKey(key?.value), label: "airkorea"),
                stations: { [sampleData = app.sampleData] in try sampleData().stations }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        router.addRoutes(AirQualityRoutes(worker: makeWorker()).routes)
    }

    /// The worker both VIP scenes' interactors call: the five use cases over this phase's repositories.
    func makeWorker() -> AirQualityWorker {
        let airQuality = DataSourceAirQualityRepository(source: makeDataSource())
        let settings = SQLiteAirQualityStationSettingStore(database: dependencies.userDatabase)
        return AirQualityWorker(
            fetchHistory: FetchAirQualityHistoryInteractor(repository: airQuality),
            fetchSavedStation: FetchSavedAirQualityStationInteractor(settings: settings),
            saveStation: SaveAirQualityStationInteractor(settings: settings),
            searchStations: SearchAirQualityStationsInteractor(repository: airQuality),
            fetchNearbyStations: FetchNearbyAirQualityStationsInteractor(repository: airQuality))
    }

    private func makeDataSource() -> any AirQualityDataSource {
        switch dependencies.phase {
        case .dev: BundledAirQualityDataSource(stations: dependencies.stations)
        case .alpha, .real: AirKoreaRESTDataSource(service: dependencies.airKorea)
        }
    }
}
