import DataLayer
import DomainLayer
import Hummingbird
import PresentationLayer
import WebUI

/// The air-quality scene (AirKorea), in the Clean Swift VIP pattern: a station's last 24 hours, and Settings
/// to choose the station, which is kept in `strata.sqlite`. The bundled stations in dev, AirKorea in alpha
/// (the staging API) and real (`AIRKOREA_SERVICE_KEY`).
struct AirQualitySceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            scene: .airQuality, path: "/air-quality",
            problem: app.missingKeyProblem(app.keys.airKoreaServiceKey, variable: "AIRKOREA_SERVICE_KEY"))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        router.addRoutes(AirQualityRoutes(worker: makeWorker()).routes)
    }

    /// The worker both VIP scenes' interactors call: the five use cases over this phase's repositories.
    func makeWorker() -> AirQualityWorker {
        let airQuality = DataSourceAirQualityRepository(source: makeDataSource())
        let settings = SQLiteAirQualityStationSettingStore(database: app.userDatabase)
        return AirQualityWorker(
            fetchHistory: FetchAirQualityHistoryInteractor(repository: airQuality),
            fetchSavedStation: FetchSavedAirQualityStationInteractor(settings: settings),
            saveStation: SaveAirQualityStationInteractor(settings: settings),
            searchStations: SearchAirQualityStationsInteractor(repository: airQuality),
            fetchNearbyStations: FetchNearbyAirQualityStationsInteractor(repository: airQuality))
    }

    private func makeDataSource() -> any AirQualityDataSource {
        switch app.phase {
        case .dev: BundledAirQualityDataSource(stations: { [app] in try app.sampleData().stations })
        case .alpha, .real: AirKoreaRESTDataSource(service: app.airKoreaService)
        }
    }
}
