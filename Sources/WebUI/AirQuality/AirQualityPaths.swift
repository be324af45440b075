import Foundation
import LiveWeb
import PresentationLayer

/// The air-quality scenes' addresses: the measurements (`/air-quality?station=…`), Settings with its searches
/// (`/air-quality/settings?current=…&name=…`), and what their actions and forms post to.
enum AirQualityPaths {
    static let measurements = "/air-quality"
    static let refresh = "/air-quality/refresh"
    static let settings = "/air-quality/settings"
    static let chooseStation = "/air-quality/settings/station"

    /// The address of `route`.
    static func path(for route: AirQualityDestination) -> String {
        switch route {
        case .measurements(let stationName):
            query(measurements, [("station", stationName)])
        case .settings(let current, let missing, let name):
            settings(current: current, missing: missing, name: name)
        }
    }

    /// The route `address` names: the measurements of the station it names (the chosen one without one), or
    /// Settings; nil for any other address, or one with text longer than any station's name.
    static func destination(from address: SceneAddress) -> AirQualityDestination? {
        do throws(TooLong) {
            if address.segments(after: settings)?.isEmpty == true {
                return .settings(
                    currentStationName: try text("current", in: address),
                    missingStationName: try text("missing", in: address), searchedName: try text("name", in: address))
            }
            guard address.segments(after: measurements)?.isEmpty == true else { return nil }
            return .measurements(stationName: try text("station", in: address))
        } catch {
            return nil
        }
    }

    /// The searches a Settings address names (`name=…`, `town=…`), each nil when absent or blank; nil when either
    /// is longer than any station's name.
    static func search(from address: SceneAddress) -> (name: String?, town: String?)? {
        try? (text("name", in: address), text("town", in: address))
    }

    /// Text longer than any station's name, in an item where a station, a town or a search is named: no address
    /// made from it may grow without bound.
    private struct TooLong: Error {}

    /// The text of the item `name`, trimmed; nil when absent or blank.
    private static func text(_ name: String, in address: SceneAddress) throws(TooLong) -> String? {
        guard let value = address[name] else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= AirQualityWorker.maximumStationNameLength else { throw TooLong() }
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The measurements at `address`, refreshed: Refresh's and Retry's address without JavaScript, which opens
    /// the page asking AirKorea afresh (`refresh=1`), as their action does with it.
    static func refreshing(_ address: String) -> String {
        address + (address.contains("?") ? "&" : "?") + "\(refreshItem)=1"
    }

    /// Whether `address` asks the measurements refreshed (``refreshing(_:)``).
    static func isRefreshing(_ address: SceneAddress) -> Bool {
        address[refreshItem] != nil
    }

    private static let refreshItem = "refresh"

    /// Settings with a search: by station `name`, or for the stations near `town`.
    static func settings(current: String?, missing: String? = nil, name: String? = nil, town: String? = nil) -> String {
        query(settings, [("current", current), ("missing", missing), ("name", name), ("town", town)])
    }

    /// `path` with the present, non-empty items as its query.
    private static func query(_ path: String, _ items: [(String, String?)]) -> String {
        let pairs = items.compactMap { name, value in
            value.flatMap { $0.isEmpty ? nil : "\(name)=\(PercentEncoding.encode($0))" }
        }
        return pairs.isEmpty ? path : "\(path)?\(pairs.joined(separator: "&"))"
    }
}

extension AirQualityDestination: ScreenAddressable {
    /// The measurements or Settings `address` names (`AirQualityPaths.destination(from:)`).
    public init?(screenAddress address: SceneAddress) {
        guard let destination = AirQualityPaths.destination(from: address) else { return nil }
        self = destination
    }

    /// `AirQualityPaths.path(for:)`.
    public var screenAddress: String { AirQualityPaths.path(for: self) }
}
