import Foundation
import Observation
import PresentationLayer
import TerminalKit

/// The Settings scene's view in the terminal (as the web ring's `AirQualitySettingsView`): a station's name to
/// type (Enter searches by it through the interactor), the stations found, and Enter on one chooses it. The
/// interactor saves the choice; once saved, the router passes it back to the measurements
/// (`display(route:)`), which the scene's screen follows. `AirQualitySettingsConfigurator` wires it.
@MainActor
@Observable
final class AirQualitySettingsScreen: TerminalScreen, AirQualitySettingsDisplayLogic {
    /// What the view shows (the state both rings' views keep).
    typealias State = AirQualitySettingsViewState

    /// Where the keys go: the name field, or the stations found.
    enum Focus: Hashable, Sendable {
        case field, list
    }

    var title: String { strings[AirQualityWords.chooseStation] }

    private(set) var state: State = .idle
    /// Where the router sent the view last.
    private(set) var route: AirQualityDestination?
    private(set) var focus = Focus.field
    /// The station shown before Settings opened, as the route passed it.
    let currentStationName: String?
    /// A chosen station that no longer exists, as the route passed it.
    let missingStationName: String?
    /// The name whose stations were searched last, which the screen's address names.
    private(set) var searchedName: String?
    /// Told each route the router sends the view to (the scene's screen follows it).
    @ObservationIgnored var onRoute: @MainActor (AirQualityDestination) -> Void = { _ in }
    @ObservationIgnored private var field = TextField(maximumLength: 40)
    @ObservationIgnored private var list = ListView()
    @ObservationIgnored private var caret: (row: Int, column: Int)?
    @ObservationIgnored private let strings: Strings
    @ObservationIgnored private var scene: AirQualitySettingsScene?

    /// The row of the name field in the body.
    private static let fieldRow = 2
    /// The first row of the stations.
    private static let listRow = 5

    /// A view opened by `route` (`.settings`), wired by `configurator`.
    init(configurator: AirQualitySettingsConfigurator, route: AirQualityDestination, strings: Strings) {
        var searchedName: String?
        if case .settings(let current, let missing, let name) = route {
            currentStationName = current
            missingStationName = missing
            searchedName = name
        } else {
            currentStationName = nil
            missingStationName = nil
        }
        self.strings = strings
        scene = configurator.configure(self, route: route)
        // An address naming a search opens with its stations, as the web ring's page does.
        if let searchedName {
            field.set(searchedName)
            search(searchedName)
            focus = .list
        }
    }

    /// Searches the stations named `name` through the interactor.
    private func search(_ name: String) {
        searchedName = name
        scene?.interactor.searchStations(request: AirQualitySettings.SearchStations.Request(name: name))
    }

    /// The field's keys while it has focus (every other key is typed); else the stations' keys, `/` back to the
    /// field, and `r` while the search failed. A letter or a digit typed at the stations starts a new name.
    var keyTable: KeyTable {
        switch focus {
        case .field:
            KeyTable {
                KeyBinding([.enter], KeyHelp("Enter", .search, strings)) { [self] in
                    let name = field.text.trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty { search(name) }
                    return .handled
                }
                KeyBinding([.down, .tab], KeyHelp("↓", AirQualityTerminalText.keyStations, strings)) { [self] in
                    focus = .list
                    return .handled
                }
                KeyBinding([.escape], KeyHelp("Esc", AirQualityTerminalText.keyLeaveTheField, strings)) { [self] in
                    focus = .list
                    return .handled
                }
                KeyBinding(help: []) { [self] key in
                    _ = field.handle(key)
                    return .handled
                }
            }
        case .list:
            stationKeys
        }
    }

    private var stationKeys: KeyTable {
        let stations = shownResults?.stations ?? []
        let hasFailed = hasFailed
        return KeyTable {
            KeyBinding(help: []) { [self] key in
                guard case .character(let character) = key, character.isLetter || character.isNumber,
                    !(character == "r" && hasFailed)
                else { return nil }
                focus = .field
                field.set(String(character))
                return .handled
            }
            // Letters start a name here, so the list moves by the arrows and the paging keys alone.
            KeyBinding.arrowMoves(strings) { [self] key in
                list.handle(key, count: stations.count)
            }
            KeyBinding(
                [.enter, .click(row: 0, column: 0)], KeyHelp("Enter", AirQualityTerminalText.keyChoose, strings)
            ) {
                [self] in
                guard let selection = list.selection, stations.indices.contains(selection) else { return .handled }
                scene?.interactor.chooseStation(
                    request: AirQualitySettings.ChooseStation.Request(stationName: stations[selection].name))
                return .handled
            }
            KeyBinding([.character("/"), .tab, .backTab], KeyHelp("/", AirQualityTerminalText.keyName, strings)) {
                [self] in
                focus = .field
                return .handled
            }
            if hasFailed {
                KeyBinding.retry(strings) { [self] in retry() }
            }
        }
    }

    var isEditing: Bool { focus == .field }

    var typesLetters: Bool { true }

    /// Whether the search failed, when `r` retries rather than starting a name.
    private var hasFailed: Bool {
        if case .failed = state { true } else { false }
    }

    var position: String? { focus == .list ? list.position(of: shownResults?.stations.count ?? 0) : nil }

    var cursor: (row: Int, column: Int)? { focus == .field ? caret : nil }

    /// The list shown now (also while loading or after a failure).
    var shownResults: State.Results? { state.shownResults }

    func settled() async {
        await scene?.interactor.settled()
    }

    func draw(in body: inout ScreenBuffer) {
        if let missingStationName {
            body.write(
                strings(AirQualityTerminalText.settingsMissing, missingStationName).truncated(toWidth: body.width - 2),
                row: 0,
                column: 1, style: Style(foreground: .yellow))
        } else if let currentStationName {
            body.write(
                strings(
                    AirQualityTerminalText.settingsShowing,
                    AirQualityFormat.station(currentStationName, strings: strings)
                )
                .truncated(toWidth: body.width - 2), row: 0, column: 1, style: .dim)
        }
        let label = strings[AirQualityWords.stationName] + " "
        body.write(label, row: Self.fieldRow, column: 1, style: focus == .field ? .bold : .plain)
        let fieldColumn = 1 + label.terminalWidth
        let caretColumn = field.draw(
            in: &body, row: Self.fieldRow, column: fieldColumn, width: max(1, min(30, body.width - fieldColumn - 1)),
            style: Style(underline: true))
        caret = (Self.fieldRow, caretColumn)
        drawStatus(in: &body, row: Self.fieldRow + 1)
        guard let results = shownResults else { return }
        let stations = results.stations
        drawResultsHeading(results, in: &body, row: Self.listRow - 1)
        list.draw(count: stations.count, in: &body, row: Self.listRow) { index, buffer, line in
            draw(stations[index], in: &buffer, line: line)
        }
        if focus == .field, let selected = list.selection {
            // The field has the keyboard, so the list's selection is not shown as one.
            body.fill(row: Self.listRow + selected - list.top, style: .plain)
            draw(stations[selected], in: &body, line: Self.listRow + selected - list.top)
        }
    }

    // MARK: - AirQualitySettingsDisplayLogic

    func displayLoading(viewModel: AirQualitySettings.Failure.Operation) {
        state.displayLoading(viewModel: viewModel)
    }

    func displayStations(viewModel: AirQualitySettings.SearchStations.ViewModel) {
        state.displayStations(viewModel: viewModel)
        list.select(0, count: viewModel.stations.count)
        if !viewModel.stations.isEmpty { focus = .list }
    }

    func displayNearbyStations(viewModel: AirQualitySettings.FindNearbyStations.ViewModel) {
        state.displayNearbyStations(viewModel: viewModel)
        list.select(0, count: viewModel.stations.count)
        if !viewModel.stations.isEmpty { focus = .list }
    }

    func displayChosenStation(viewModel: AirQualitySettings.ChooseStation.ViewModel) {
        state.displayChosenStation(viewModel: viewModel)
        scene?.router.routeToAirQuality()
    }

    func displayFailure(viewModel: AirQualitySettings.Failure.ViewModel) {
        state.displayFailure(viewModel: viewModel)
    }

    func display(route: AirQualityDestination) {
        self.route = route
        onRoute(route)
    }

    // MARK: - Drawing and retrying

    /// Asks again for what failed.
    private func retry() {
        guard case .failed(let failure, _) = state, let interactor = scene?.interactor else { return }
        switch failure.operation {
        case .search(let name):
            interactor.searchStations(request: AirQualitySettings.SearchStations.Request(name: name))
        case .nearby(let townName):
            interactor.findNearbyStations(request: AirQualitySettings.FindNearbyStations.Request(townName: townName))
        case .choose(let stationName):
            interactor.chooseStation(request: AirQualitySettings.ChooseStation.Request(stationName: stationName))
        }
    }

    /// What is on its way, or what failed with Retry, under the field.
    private func drawStatus(in body: inout ScreenBuffer, row: Int) {
        switch state {
        case .loading(.search(let name), _):
            StatusLines.drawLoading(
                strings(AirQualityTerminalText.settingsSearching, name).truncated(toWidth: body.width - 2),
                strings: strings,
                in: &body, row: row, column: 1)
        case .loading(.nearby(let townName), _):
            StatusLines.drawLoading(
                strings(AirQualityTerminalText.settingsLookingUp, townName).truncated(toWidth: body.width - 2),
                strings: strings, in: &body, row: row, column: 1)
        case .loading(.choose(let stationName), _):
            StatusLines.drawLoading(
                strings(AirQualityTerminalText.settingsSaving, stationName).truncated(toWidth: body.width - 2),
                strings: strings, in: &body, row: row, column: 1)
        case .failed(let failure, _):
            let retry = " " + StatusLines.retry(strings)
            body.write(
                failure.text(strings).truncated(toWidth: max(1, body.width - retry.terminalWidth - 2)), row: row,
                column: 1, style: Style(foreground: .red))
            body.write(retry, row: row, column: max(1, body.width - retry.terminalWidth - 1), style: .bold)
        case .chosen(let chosen):
            body.write(
                strings(AirQualityTerminalText.settingsChosen, chosen.stationName), row: row, column: 1, style: .dim)
        case .idle, .loaded:
            break
        }
    }

    /// What the list shows, or that it is empty.
    private func drawResultsHeading(_ results: State.Results, in body: inout ScreenBuffer, row: Int) {
        let heading: String
        switch results {
        case .stations(let found):
            heading =
                found.stations.isEmpty
                ? strings(AirQualityTerminalText.settingsNoStation, found.name)
                : strings(
                    AirQualityTerminalText.settingsStationsNamed, found.name, strings.number(found.stations.count))
        case .nearbyStations(let nearby):
            heading =
                nearby.stations.isEmpty
                ? strings(AirQualityTerminalText.settingsNoNearby, nearby.townName)
                : strings(AirQualityTerminalText.settingsStationsNear, nearby.townName)
        }
        body.write(heading.truncated(toWidth: body.width - 2), row: row, column: 1, style: .dim)
    }

    /// A station's row: its name (romanized for English), its address, the current station marked.
    private func draw(_ station: AirQualitySettings.DisplayedStation, in buffer: inout ScreenBuffer, line: Int) {
        let name = AirQualityFormat.station(station.name, strings: strings)
        var end = buffer.write(name.truncated(toWidth: max(1, buffer.width / 2)), row: line, column: 1, style: .bold)
        if station.isCurrent {
            end = buffer.write(
                " · " + strings[AirQualityTerminalText.settingsCurrent], row: line, column: end, style: .dim)
        }
        if let distance = station.distanceKm {
            let kilometres = strings(AirQualityTerminalText.settingsDistance, String(format: "%.1f", distance))
            end = buffer.write(" · " + kilometres, row: line, column: end, style: .dim)
        }
        let address = station.address.truncated(toWidth: max(0, buffer.width - end - 3))
        buffer.write(address, row: line, column: end + 2, style: .dim)
    }
}
