import PresentationLayer

/// Records what the Settings view asks of its interactor, and holds its data store.
@MainActor
final class AirQualitySettingsBusinessLogicSpy: AirQualitySettingsBusinessLogic, AirQualitySettingsDataStore {
    enum Call: Equatable {
        case searchStations(AirQualitySettings.SearchStations.Request)
        case findNearbyStations(AirQualitySettings.FindNearbyStations.Request)
        case chooseStation(AirQualitySettings.ChooseStation.Request)
        case settled
    }

    private(set) var calls: [Call] = []
    var currentStationName: String?
    var missingStationName: String?
    var chosenStationName: String?
    /// What `isSettled` answers.
    var isSettled = true

    func searchStations(request: AirQualitySettings.SearchStations.Request) { calls.append(.searchStations(request)) }
    func findNearbyStations(request: AirQualitySettings.FindNearbyStations.Request) {
        calls.append(.findNearbyStations(request))
    }
    func chooseStation(request: AirQualitySettings.ChooseStation.Request) { calls.append(.chooseStation(request)) }
    func settled() async { calls.append(.settled) }
}

/// Records where the Settings view asks its router to go.
@MainActor
final class AirQualitySettingsRoutingLogicSpy: AirQualitySettingsRoutingLogic, AirQualitySettingsDataPassing {
    private(set) var routesToAirQuality = 0
    weak var dataStore: (any AirQualitySettingsDataStore)?

    func routeToAirQuality() { routesToAirQuality += 1 }
}
