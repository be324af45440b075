import DomainLayer
import Foundation

/// What the Air quality scene's view asks of its interactor (Clean Swift's business logic). A page waits for
/// the interactor to settle (`Settleable`) before it renders.
@MainActor
public protocol AirQualityBusinessLogic: Settleable {
    /// Loads the measurements of the request's station (else the data store's, else the saved one). The
    /// latest request wins: an earlier one still running is cancelled and its result dropped.
    func fetchMeasurements(request: AirQuality.FetchMeasurements.Request)
    /// Loads the station shown (or failed) again, asking the service even within the hour: presents the
    /// measurements up to date when no newer hour came, and a failure as Refresh's while the shown stay.
    func refresh()
}

/// What the Air quality interactor keeps for routing (Clean Swift's data store).
@MainActor
public protocol AirQualityDataStore: AnyObject {
    /// The station shown, or on its way; routes to Settings pass it on.
    var stationName: String? { get set }
    /// A station that turned out not to exist, which Settings explains.
    var missingStationName: String? { get }
}

/// The Air quality scene's interactor (Clean Swift): asks the worker for the station to show and its last 24
/// hours, and hands each step to the presenter: loading, then the measurements, a missing station or a
/// failure worded by cause. It keeps what it presented last, which is what a cancelled request puts back; the latest request
/// wins, and a cancellation is never presented as an error. A scene that shows the saved station (none was
/// asked for) loads the station the user chooses, in any scene, as soon as it is saved.
@MainActor
public final class AirQualityInteractor: AirQualityBusinessLogic, AirQualityDataStore {
    /// What the interactor handed the presenter last.
    private enum Presentation {
        case nothing
        case loading(AirQuality.Loading.Response)
        case measurements(AirQuality.FetchMeasurements.Response)
        case failure(AirQuality.Failure.Response)
        case stationMissing(AirQuality.StationMissing.Response)
    }

    public var stationName: String?
    public private(set) var missingStationName: String?
    /// The station and latest hour of the measurements presented last, which a refresh compares with; a missing
    /// station forgets them.
    private var shownMeasurement: (stationName: String, time: Date?)?

    private let presenter: any AirQualityPresentationLogic
    private let worker: AirQualityWorker
    /// Whether the latest fetch asked for no station, so the scene shows the saved one, whichever it becomes.
    private var followsSavedStation = false
    // Every change is presented, so a cancelled request that puts back what was shown presents it again.
    private var presentation = Presentation.nothing {
        didSet { present(presentation) }
    }
    private lazy var requests = LatestRequest(self, state: \.presentation)

    /// An interactor that presents through `presenter` (which it keeps, as Clean Swift's interactor does) and
    /// fetches through `worker`.
    public init(presenter: any AirQualityPresentationLogic, worker: AirQualityWorker) {
        self.presenter = presenter
        self.worker = worker
        worker.savedStationChanges.subscribe(self) { interactor, stationName in
            interactor.savedStationDidChange(to: stationName)
        }
    }

    public func fetchMeasurements(request: AirQuality.FetchMeasurements.Request) {
        let asked = request.stationName ?? stationName
        followsSavedStation = asked == nil
        load(stationName: asked, refreshing: request.refreshing, comparesWithKeptCopy: request.refreshing)
    }

    public func refresh() {
        load(stationName: stationName, refreshing: true)
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    /// The user chose `stationName` (in this window or another): a scene showing the saved station loads it,
    /// and goes on following the saved one.
    private func savedStationDidChange(to stationName: String) {
        guard followsSavedStation else { return }
        load(stationName: stationName)
    }

    /// Loads `asked`, or the saved station when nil. `refreshing` (Refresh, or Retry) asks the service even
    /// when the hour shown is the latest published, and says whether a newer hour came, or that it failed.
    /// With `comparesWithKeptCopy`, a refresh with nothing shown (a page opened to refresh, without
    /// JavaScript) presents the copy kept for the hour, which is what the page showed, and compares the
    /// service's answer with it.
    private func load(stationName asked: String?, refreshing: Bool = false, comparesWithKeptCopy: Bool = false) {
        // The hour shown before, of the same station: what a refresh compares its answer with.
        let shownHour = refreshing ? shownMeasurement.flatMap { $0.stationName == asked ? $0.time : nil } : nil
        requests.start(showing: .loading(AirQuality.Loading.Response(stationName: asked))) { [worker] deliver in
            let name = try await worker.stationToShow(asked: asked)
            do {
                var before = shownHour
                if before == nil, comparesWithKeptCopy,
                    case .measured(let kept)? = try? await worker.measurements(stationName: name)
                {
                    // Shown while the service is asked, so a failure keeps them on the page as Refresh's does.
                    before = kept.latest?.time
                    deliver { $0.presentation = .measurements(AirQuality.FetchMeasurements.Response(history: kept)) }
                }
                switch try await worker.measurements(stationName: name, refreshing: refreshing) {
                case .measured(let history):
                    let refreshed = Self.refreshed(history, before: before)
                    deliver {
                        $0.presentation = .measurements(
                            AirQuality.FetchMeasurements.Response(history: history, refreshed: refreshed))
                    }
                case .missing(let name):
                    deliver { $0.presentation = .stationMissing(AirQuality.StationMissing.Response(stationName: name)) }
                }
            } catch {
                guard let message = ErrorMessage(error) else { throw error }
                deliver {
                    $0.presentation = .failure(
                        AirQuality.Failure.Response(error: message, stationName: name, isRefresh: refreshing))
                }
            }
        } failed: { interactor, message in
            // Only the saved station's look-up fails here: which station was meant is not known.
            interactor.presentation = .failure(
                AirQuality.Failure.Response(error: message, stationName: asked, isRefresh: refreshing))
        }
    }

    /// What a refresh that answered `history` came to, after the hour `before` was shown; nil when nothing was
    /// shown to compare with, or the service failed and a saved copy answered.
    private static func refreshed(
        _ history: AirQualityHistory, before: Date?
    ) -> AirQuality.FetchMeasurements.Refreshed? {
        guard let before, history.savedCopy == nil, let latest = history.latest?.time else { return nil }
        return latest == before ? .upToDate : .newer
    }

    /// Keeps the data store in step with what is presented, then presents it.
    private func present(_ presentation: Presentation) {
        switch presentation {
        case .nothing:
            break
        case .loading(let response):
            stationName = response.stationName ?? stationName
            presenter.presentLoading(response: response)
        case .measurements(let response):
            stationName = response.history.stationName
            missingStationName = nil
            shownMeasurement = (response.history.stationName, response.history.latest?.time)
            presenter.presentMeasurements(response: response)
        case .failure(let response):
            stationName = response.stationName ?? stationName
            presenter.presentFailure(response: response)
        case .stationMissing(let response):
            stationName = response.stationName
            missingStationName = response.stationName
            shownMeasurement = nil
            presenter.presentStationMissing(response: response)
        }
    }
}
