import DomainLayer
import Foundation

/// How the Air quality interactor hands its responses to the presenter (Clean Swift's presentation logic).
@MainActor
public protocol AirQualityPresentationLogic: AnyObject {
    /// A station is being loaded.
    func presentLoading(response: AirQuality.Loading.Response)
    /// A station's last 24 hours came.
    func presentMeasurements(response: AirQuality.FetchMeasurements.Response)
    /// Loading failed, worded by cause.
    func presentFailure(response: AirQuality.Failure.Response)
    /// The station does not exist, or sends nothing.
    func presentStationMissing(response: AirQuality.StationMissing.Response)
}

/// The Air quality scene's presenter (Clean Swift): turns the interactor's responses into view models for the
/// display: the latest readings, the hours of the table oldest first, a chart per kind of dust, and when they
/// were saved if they are a saved copy shown because the service failed. It decides
/// nothing (which hours, and when a station is missing, are the worker's and the domain's rules); the view
/// models hold numbers, grades and dates, never words, and the view words them.
@MainActor
public final class AirQualityPresenter: AirQualityPresentationLogic {
    /// The view the view models go to; the view keeps the scene, so the presenter holds it weakly.
    public weak var display: (any AirQualityDisplayLogic)?

    /// The clock that tells whether the latest hour is the current one.
    private let now: @Sendable () -> Date

    /// A presenter with no display yet (the configurator sets it), on the clock `now`.
    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    public func presentLoading(response: AirQuality.Loading.Response) {
        display?.displayLoading(viewModel: AirQuality.Loading.ViewModel(stationName: response.stationName))
    }

    public func presentMeasurements(response: AirQuality.FetchMeasurements.Response) {
        let history = response.history
        let hours = history.hourly.reversed().map(Self.displayedHour)
        let viewModel = AirQuality.FetchMeasurements.ViewModel(
            stationName: history.stationName, measuredAt: hours.last?.time,
            latest: hours.last.map { [$0.pm10, $0.pm25] } ?? [],
            charts: ParticulateMatter.allCases.map { AirQualityChartLayout.standard.chart(of: $0, over: hours) },
            hours: hours, savedAt: history.savedCopy?.savedAt,
            recency: hours.last.map { Self.recency(of: $0.time, now: now()) } ?? .earlierDay,
            refreshed: response.refreshed)
        display?.displayMeasurements(viewModel: viewModel)
    }

    public func presentFailure(response: AirQuality.Failure.Response) {
        display?.displayFailure(
            viewModel: AirQuality.Failure.ViewModel(
                message: response.error, stationName: response.stationName, isRefresh: response.isRefresh))
    }

    /// How recent an hour measured at `time` is at `now`, on Korea's clock (`AirQualityMeasurement.timeZone`).
    static func recency(of time: Date, now: Date) -> AirQuality.FetchMeasurements.Recency {
        // Korea's offset is whole hours, so its hours are UTC's; its days start at its midnight.
        let offset = Double(AirQualityMeasurement.timeZone.secondsFromGMT(for: now))
        let count = { (date: Date, length: Double) in ((date.timeIntervalSince1970 + offset) / length).rounded(.down) }
        if count(time, 3_600) == count(now, 3_600) { return .currentHour }
        return count(time, 86_400) == count(now, 86_400) ? .today : .earlierDay
    }

    public func presentStationMissing(response: AirQuality.StationMissing.Response) {
        display?.displayStationMissing(
            viewModel: AirQuality.StationMissing.ViewModel(stationName: response.stationName))
    }

    private static func displayedHour(_ measurement: AirQualityMeasurement) -> AirQuality.DisplayedHour {
        AirQuality.DisplayedHour(
            time: measurement.time, pm10: displayedReading(measurement, .pm10),
            pm25: displayedReading(measurement, .pm25))
    }

    private static func displayedReading(
        _ measurement: AirQualityMeasurement, _ matter: ParticulateMatter
    ) -> AirQuality.DisplayedReading {
        let reading = measurement[matter]
        return AirQuality.DisplayedReading(matter: matter, value: reading.value, grade: reading.grade)
    }
}
