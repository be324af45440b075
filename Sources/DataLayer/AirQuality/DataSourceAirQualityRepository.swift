import DomainLayer
import Foundation

/// `AirQualityRepository` over any `AirQualityDataSource` (bundled or REST). It asks only what AirKorea can
/// answer: a name that is not blank (a blank one finds nothing without a request) and finite TM coordinates.
/// A station that sends no hour is not found, so the scene sends the user to choose another.
/// It keeps nothing: `CachedAirQualityRepository` keeps its answers within AirKorea's quota.
public struct DataSourceAirQualityRepository: AirQualityRepository {
    private let source: any AirQualityDataSource

    public init(source: any AirQualityDataSource) {
        self.source = source
    }

    public func history(stationName: String) async throws -> AirQualityHistory {
        let name = Self.trimmed(stationName)
        guard !name.isEmpty else { throw DomainError.notFound }
        let history = try await source.history(stationName: name)
        guard !history.hourly.isEmpty else { throw DomainError.notFound }
        return history
    }

    public func stations(named name: String) async throws -> [AirQualityStation] {
        let name = Self.trimmed(name)
        guard !name.isEmpty else { return [] }
        return try await source.stations(named: name)
    }

    public func allStations() async throws -> [AirQualityStation] {
        try await source.allStations()
    }

    public func towns(named name: String) async throws -> [AirQualityTown] {
        let name = Self.trimmed(name)
        guard !name.isEmpty else { return [] }
        return try await source.towns(named: name)
    }

    public func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation] {
        guard tmX.isFinite, tmY.isFinite else { return [] }
        return try await source.nearbyStations(tmX: tmX, tmY: tmY)
    }

    /// `text` without white space (Unicode's, newlines included) at either end; a name already without any is
    /// returned as it is. Foundation's `trimmingCharacters(in:)` bridged every name to `NSString` and back, a
    /// visible part of an Air quality page's load under `perf`.
    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        guard first != scalars.startIndex || scalars.index(after: last) != scalars.endIndex else { return text }
        return String(scalars[first...last])
    }
}
