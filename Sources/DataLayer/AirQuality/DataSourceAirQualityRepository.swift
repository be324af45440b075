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

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
