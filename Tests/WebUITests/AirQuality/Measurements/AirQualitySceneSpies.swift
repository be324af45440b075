import PresentationLayer

/// Records what the Air quality view asks of its interactor (Clean Swift's business-logic spy), and holds its
/// data store.
@MainActor
final class AirQualityBusinessLogicSpy: AirQualityBusinessLogic, AirQualityDataStore {
    enum Call: Equatable {
        case fetchMeasurements(AirQuality.FetchMeasurements.Request)
        case refresh
        case settled
    }

    private(set) var calls: [Call] = []
    var stationName: String?
    var missingStationName: String?
    /// What `isSettled` answers.
    var isSettled = true

    func fetchMeasurements(request: AirQuality.FetchMeasurements.Request) {
        calls.append(.fetchMeasurements(request))
    }

    func refresh() { calls.append(.refresh) }
    func settled() async { calls.append(.settled) }
}

/// Records where the Air quality view asks its router to go.
@MainActor
final class AirQualityRoutingLogicSpy: AirQualityRoutingLogic, AirQualityDataPassing {
    private(set) var routesToSettings = 0
    weak var dataStore: (any AirQualityDataStore)?

    func routeToSettings() { routesToSettings += 1 }
}
