import Foundation

/// What the Settings scene's view asks of its interactor.
@MainActor
public protocol AirQualitySettingsBusinessLogic: Settleable {
    /// Searches the stations whose name contains the request's; the latest operation wins.
    func searchStations(request: AirQualitySettings.SearchStations.Request)
    /// Finds the town the request names and the stations nearest to it; the latest operation wins.
    func findNearbyStations(request: AirQualitySettings.FindNearbyStations.Request)
    /// Saves the chosen station; once saved, the presenter shows it chosen and the view routes back.
    func chooseStation(request: AirQualitySettings.ChooseStation.Request)
}

/// What the Settings interactor keeps for routing.
@MainActor
public protocol AirQualitySettingsDataStore: AnyObject {
    /// The station shown before Settings opened (passed in by the route).
    var currentStationName: String? { get set }
    /// A chosen station that no longer exists (passed in by the route), which the view explains.
    var missingStationName: String? { get set }
    /// The station the user chose and that was saved; routing back passes it on.
    var chosenStationName: String? { get }
}

/// The Settings scene's interactor: searches stations by name, finds the stations near a town, and saves the
/// chosen one, handing each step to the presenter. One request runs at a time: a new search, look-up or
/// choice cancels the one running and drops its late result, and a cancellation is never presented as an
/// error.
@MainActor
public final class AirQualitySettingsInteractor: AirQualitySettingsBusinessLogic, AirQualitySettingsDataStore {
    /// What the interactor handed the presenter last.
    private enum Presentation {
        case nothing
        case loading(AirQualitySettings.Failure.Operation)
        case stations(AirQualitySettings.SearchStations.Response)
        case nearbyStations(AirQualitySettings.FindNearbyStations.Response)
        case chosenStation(AirQualitySettings.ChooseStation.Response)
        case failure(AirQualitySettings.Failure.Response)
    }

    public var currentStationName: String?
    public var missingStationName: String?
    public private(set) var chosenStationName: String?

    private let presenter: any AirQualitySettingsPresentationLogic
    private let worker: AirQualityWorker
    // Every change is presented, so a cancelled request that puts back what was shown presents it again.
    private var presentation = Presentation.nothing {
        didSet { present(presentation) }
    }
    private lazy var requests = LatestRequest(self, state: \.presentation)

    /// An interactor that presents through `presenter` (which it keeps) and asks `worker`.
    public init(presenter: any AirQualitySettingsPresentationLogic, worker: AirQualityWorker) {
        self.presenter = presenter
        self.worker = worker
    }

    public func searchStations(request: AirQualitySettings.SearchStations.Request) {
        let name = request.name.trimmingCharacters(in: .whitespacesAndNewlines)
        run(.search(name: name)) { [worker] deliver in
            let stations = try await worker.stations(named: name)
            deliver {
                $0.presentation = .stations(
                    AirQualitySettings.SearchStations.Response(
                        name: name, stations: stations, currentStationName: $0.currentStationName))
            }
        }
    }

    public func findNearbyStations(request: AirQualitySettings.FindNearbyStations.Request) {
        let townName = request.townName.trimmingCharacters(in: .whitespacesAndNewlines)
        run(.nearby(townName: townName)) { [worker] deliver in
            let nearby = try await worker.nearbyStations(townName: townName)
            deliver {
                $0.presentation = .nearbyStations(
                    AirQualitySettings.FindNearbyStations.Response(
                        townName: townName, nearby: nearby, currentStationName: $0.currentStationName))
            }
        }
    }

    public func chooseStation(request: AirQualitySettings.ChooseStation.Request) {
        let stationName = request.stationName
        run(.choose(stationName: stationName)) { [worker, weak self] deliver in
            try await worker.save(stationName: stationName, from: self)
            deliver {
                $0.presentation = .chosenStation(AirQualitySettings.ChooseStation.Response(stationName: stationName))
            }
        }
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    private func run(
        _ operation: AirQualitySettings.Failure.Operation,
        _ work:
            @escaping @MainActor (LatestRequest<AirQualitySettingsInteractor, Presentation>.Delivery) async throws ->
            Void
    ) {
        requests.start(showing: .loading(operation), work) { interactor, message in
            interactor.presentation = .failure(
                AirQualitySettings.Failure.Response(error: message, operation: operation))
        }
    }

    /// Keeps the data store in step with what is presented, then presents it.
    private func present(_ presentation: Presentation) {
        switch presentation {
        case .nothing:
            break
        case .loading(let operation):
            presenter.presentLoading(operation: operation)
        case .stations(let response):
            presenter.presentStations(response: response)
        case .nearbyStations(let response):
            presenter.presentNearbyStations(response: response)
        case .chosenStation(let response):
            // Recorded before the display hears of it, as it routes back at once with the chosen station.
            chosenStationName = response.stationName
            presenter.presentChosenStation(response: response)
        case .failure(let response):
            presenter.presentFailure(response: response)
        }
    }
}
