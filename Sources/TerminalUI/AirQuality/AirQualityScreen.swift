import Observation
import PresentationLayer
import TerminalKit

/// The Air quality scene in the terminal: its measurements, and Settings when its router goes there. VIP's
/// routes come when the scene is done (a missing station's, a choice's once it is saved), not on a key, so the
/// scene's screen follows its views' routes itself: to Settings with the data the measurements' router passes,
/// and back to the measurements of the station the Settings router passes, wired afresh by the configurator as
/// the web ring wires a page of that route. `q`/Esc in Settings returns to the measurements as they were.
@MainActor
@Observable
public final class AirQualityScreen: SceneScreen {
    /// The measurements shown (or left for Settings).
    private(set) var measurements: AirQualityMeasurementsScreen
    /// Settings, while the router has gone there.
    private(set) var settings: AirQualitySettingsScreen?
    @ObservationIgnored private let configurator: AirQualityConfigurator
    @ObservationIgnored private let settingsConfigurator: AirQualitySettingsConfigurator
    @ObservationIgnored private let strings: Strings

    /// The scene over `worker` at `route`, loaded at once: the measurements of the station it names (by default the
    /// saved station, else 종로구), or Settings over the measurements of the station it names as shown before, as
    /// a user who went there from them would have it. `strings` words the view models' messages.
    public init(
        worker: AirQualityWorker, route: AirQualityDestination = .measurements(stationName: nil), strings: Strings
    ) {
        configurator = AirQualityConfigurator(worker: worker)
        settingsConfigurator = AirQualitySettingsConfigurator(worker: worker)
        self.strings = strings
        let stationName: String? =
            switch route {
            case .measurements(let stationName): stationName
            case .settings(let current, _, _): current
            }
        measurements = AirQualityMeasurementsScreen(
            configurator: configurator, route: .measurements(stationName: stationName), strings: strings)
        measurements.onRoute = { [weak self] route in self?.follow(route) }
        measurements.didOpen()
        if case .settings = route { follow(route) }
    }

    /// Settings with the stations their route named and the name they searched, else the measurements of the
    /// station theirs named, as the web ring's pages name them.
    public var destination: AirQualityDestination {
        guard let settings else { return .measurements(stationName: measurements.stationName) }
        return .settings(
            currentStationName: settings.currentStationName, missingStationName: settings.missingStationName,
            searchedName: settings.searchedName)
    }

    /// The screen shown: Settings while open, else the measurements.
    var shown: any TerminalScreen { settings ?? measurements }

    public var title: String { shown.title }
    public var keyTable: KeyTable { shown.keyTable }
    public var isEditing: Bool { shown.isEditing }
    public var cursor: (row: Int, column: Int)? { shown.cursor }

    public func draw(in body: inout ScreenBuffer) {
        shown.draw(in: &body)
    }

    public func handle(_ key: Key) -> TerminalNavigation {
        guard let settings else { return measurements.handle(key) }
        let navigation = settings.handle(key)
        guard case .ignored = navigation, key == .escape || key == .character("q") else { return navigation }
        self.settings = nil
        return .handled
    }

    /// Returns once the scene shown has settled.
    func settled() async {
        await settings?.settled()
        await measurements.settled()
    }

    /// Goes where a view's router sent it.
    private func follow(_ route: AirQualityDestination) {
        switch route {
        case .settings:
            let settings = AirQualitySettingsScreen(configurator: settingsConfigurator, route: route, strings: strings)
            settings.onRoute = { [weak self] route in self?.follow(route) }
            self.settings = settings
        case .measurements:
            let measurements = AirQualityMeasurementsScreen(
                configurator: configurator, route: route, strings: strings)
            measurements.onRoute = { [weak self] route in self?.follow(route) }
            self.measurements = measurements
            settings = nil
            measurements.didOpen()
        }
    }
}
