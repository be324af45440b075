import Observation
import PresentationLayer
import TerminalKit

/// The Air quality scene's view in the terminal (Clean Swift's view controller, as the web ring's
/// `AirQualityView` is): the presenter displays into it, and it draws the station, when it measured, PM10 and
/// PM2.5 with their grades and a 24-hour chart of each. `AirQualityConfigurator` wires its scene around it;
/// `r` refreshes through the interactor, `c` (or Enter) routes to Settings through the router. A missing
/// station routes to Settings itself, as VIP's view does.
@MainActor
@Observable
final class AirQualityMeasurementsScreen: TerminalScreen, AirQualityDisplayLogic {
    /// What the view shows (the state both rings' views keep).
    typealias State = AirQualityViewState

    var title: String { strings[AirQualityWords.title] }

    private(set) var state: State
    /// The station the view's route named; nil for the one the user chose.
    let stationName: String?
    /// Where the router sent the view last.
    private(set) var route: AirQualityDestination?
    /// Told each route the router sends the view to (the scene's screen follows it).
    @ObservationIgnored var onRoute: @MainActor (AirQualityDestination) -> Void = { _ in }
    @ObservationIgnored private let strings: Strings
    @ObservationIgnored private var scene: AirQualityScene?

    /// A view opened by `route` (`.measurements`), wired by `configurator`.
    init(configurator: AirQualityConfigurator, route: AirQualityDestination, strings: Strings) {
        self.strings = strings
        let stationName: String? = if case .measurements(let name) = route { name } else { nil }
        self.stationName = stationName
        state = .loading(stationName: stationName, shown: nil)
        scene = configurator.configure(self, route: route)
    }

    var keyTable: KeyTable {
        let retry: TerminalText = if case .failed = state { .retry } else { .refresh }
        return KeyTable {
            KeyBinding([.character("r")], KeyHelp("r", retry, strings)) { [self] in
                scene?.interactor.refresh()
                return .handled
            }
            KeyBinding([.character("c"), .enter], KeyHelp("c", AirQualityTerminalText.keyChangeStation, strings)) {
                [self] in
                scene?.router.routeToSettings()
                return .handled
            }
        }
    }

    /// The measurements shown now (also while loading or after a failure).
    var shownMeasurements: AirQuality.FetchMeasurements.ViewModel? { state.shownMeasurements }

    /// The screen opened: loads the station its route passed (the data store's), else the saved one.
    func didOpen() {
        scene?.interactor.fetchMeasurements(request: AirQuality.FetchMeasurements.Request())
    }

    func settled() async {
        await scene?.interactor.settled()
    }

    func draw(in body: inout ScreenBuffer) {
        var line = 0
        switch state {
        case .loading(let stationName, _):
            let text = stationName.map {
                strings(SharedWords.loadingNamed, AirQualityFormat.station($0, strings: strings))
            }
            StatusLines.drawLoading(
                text?.truncated(toWidth: body.width - 2), strings: strings, in: &body, row: line, column: 1)
            line += 2
        case .failed(let failure, _):
            let about = failure.stationName.map { AirQualityFormat.station($0, strings: strings) + ": " } ?? ""
            let cause = failure.message.text(strings)
            let text = failure.isRefresh ? strings(AirQualityWords.refreshFailed, cause) : cause
            line = StatusLines.drawFailure(about + text, strings: strings, in: &body, row: line, column: 1) + 1
        case .stationMissing(let missing):
            body.write(
                strings(AirQualityTerminalText.noMeasurements, missing.stationName), row: line, column: 1)
            line += 2
        case .loaded:
            break
        }
        if let measurements = shownMeasurements {
            draw(measurements, in: &body, from: line)
        }
    }

    // MARK: - AirQualityDisplayLogic

    func displayLoading(viewModel: AirQuality.Loading.ViewModel) {
        state.displayLoading(viewModel: viewModel)
    }

    func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel) {
        state.displayMeasurements(viewModel: viewModel)
    }

    func displayFailure(viewModel: AirQuality.Failure.ViewModel) {
        state.displayFailure(viewModel: viewModel)
    }

    func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel) {
        state.displayStationMissing(viewModel: viewModel)
        scene?.router.routeToSettings()
    }

    func display(route: AirQualityDestination) {
        self.route = route
        onRoute(route)
    }

    // MARK: - Drawing

    /// The station and its time, the latest readings with their grades, and the charts, from `line`.
    private func draw(
        _ measurements: AirQuality.FetchMeasurements.ViewModel, in body: inout ScreenBuffer, from line: Int
    ) {
        var line = line
        body.write(
            AirQualityFormat.station(measurements.stationName, strings: strings).truncated(toWidth: body.width - 2),
            row: line, column: 1, style: .bold)
        line += 1
        if let measuredAt = measurements.measuredAt {
            body.write(
                strings(AirQualityTerminalText.measured, AirQualityFormat.time(measuredAt, strings: strings)),
                row: line,
                column: 1, style: .dim)
            line += 1
        }
        if let refreshed = measurements.refreshed, let measuredAt = measurements.measuredAt {
            // The terminal writes every time with its day, as the line above does.
            let words: AirQualityWords = refreshed == .upToDate ? .upToDate : .updated
            body.write(
                strings(words, AirQualityFormat.time(measuredAt, strings: strings)).truncated(toWidth: body.width - 2),
                row: line, column: 1, style: Style(foreground: .green))
            line += 1
        }
        if let savedAt = measurements.savedAt {
            body.write(
                strings(AirQualityTerminalText.savedCopy, AirQualityFormat.time(savedAt, strings: strings)),
                row: line, column: 1, style: Style(foreground: .yellow))
            line += 1
        }
        line += 1
        for reading in measurements.latest {
            let matter = AirQualityFormat.text(reading.matter)
            let value = reading.value.map { "\($0) µg/m³" } ?? "-"
            body.write(matter, row: line, column: 1, style: .bold)
            body.write(value, row: line, column: 8)
            body.write(
                AirQualityFormat.text(reading.grade, strings: strings), row: line, column: 20,
                style: AirQualityFormat.style(reading.grade, bold: true))
            line += 1
        }
        // The air's grade and its health advice, when the charts keep their least height below it.
        if let grade = measurements.grade, (body.height - line - 3 - 2 * 3) / 2 >= 2 {
            line += 1
            let after = body.write(
                AirQualityFormat.text(grade, strings: strings) + ": ", row: line, column: 1,
                style: AirQualityFormat.style(grade, bold: true))
            body.write(
                grade.advice(strings).truncated(toWidth: max(0, body.width - 1 - after)), row: line, column: after)
            line += 1
        }
        // Two charts of a heading, bars and times each, and a line between them share what is left.
        let rows = max(2, min(6, (body.height - line - 1 - 2 * 3) / 2))
        let hours = max(1, measurements.hours.count)
        let cellWidth = body.width - AirQualityChartLines.gutter - 6 >= hours * 2 ? 2 : 1
        for chart in measurements.charts {
            line += 1
            body.write(
                strings(AirQualityTerminalText.last24Hours, AirQualityFormat.text(chart.matter)), row: line, column: 1,
                style: .bold)
            line += 1
            let grades = measurements.hours.map { chart.matter == .pm10 ? $0.pm10.grade : $0.pm25.grade }
            line = AirQualityChartLines.draw(
                chart, grades: grades, rows: rows, cellWidth: cellWidth, strings: strings, in: &body, line: line)
        }
    }
}
