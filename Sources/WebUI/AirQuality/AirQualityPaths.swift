import PresentationLayer

/// The air-quality scenes' addresses: the measurements (`/air-quality?station=…`), Settings with its searches
/// (`/air-quality/settings?current=…&name=…`), and what their actions and forms post to.
enum AirQualityPaths {
    static let measurements = "/air-quality"
    static let refresh = "/air-quality/refresh"
    static let settings = "/air-quality/settings"
    static let chooseStation = "/air-quality/settings/station"

    /// The address of `route`.
    static func path(for route: AirQualityRoute) -> String {
        switch route {
        case .measurements(let stationName):
            query(measurements, [("station", stationName)])
        case .settings(let current, let missing):
            settings(current: current, missing: missing)
        }
    }

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
