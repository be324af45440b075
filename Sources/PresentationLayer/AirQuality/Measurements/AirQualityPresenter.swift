import DomainLayer

/// The Air quality scene's presenter (Clean Swift): turns the interactor's responses into view models for the
/// display: the latest readings, the hours of the table oldest first, and a chart per kind of dust. The view
/// models hold numbers, grades and dates, never words; the view words them.
@MainActor
public final class AirQualityPresenter: AirQualityPresentationLogic {
    /// The view the view models go to; the view keeps the scene, so the presenter holds it weakly.
    public weak var display: (any AirQualityDisplayLogic)?

    /// A presenter with no display yet (the configurator sets it).
    public init() {}

    public func presentLoading(response: AirQuality.Loading.Response) {
        display?.displayLoading(viewModel: AirQuality.Loading.ViewModel(stationName: response.stationName))
    }

    public func presentMeasurements(response: AirQuality.FetchMeasurements.Response) {
        let history = response.history
        let hours = history.hourly.prefix(24).reversed().map(Self.displayedHour)
        guard let latest = hours.last else {
            // NB: a station without a single hour is as good as gone, as the domain has it.
            display?.displayStationMissing(
                viewModel: AirQuality.StationMissing.ViewModel(stationName: history.stationName))
            return
        }
        let viewModel = AirQuality.FetchMeasurements.ViewModel(
            stationName: history.stationName, measuredAt: latest.time, latest: [latest.pm10, latest.pm25],
            charts: ParticulateMatter.allCases.map { AirQualityChartLayout.standard.chart(of: $0, over: hours) },
            hours: hours)
        display?.displayMeasurements(viewModel: viewModel)
    }

    public func presentFailure(response: AirQuality.Failure.Response) {
        display?.displayFailure(
            viewModel: AirQuality.Failure.ViewModel(message: response.error, stationName: response.stationName))
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
