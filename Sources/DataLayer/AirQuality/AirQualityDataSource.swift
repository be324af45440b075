import DomainLayer

/// Where AirKorea's measurements and stations come from: the bundled dataset (dev) or AirKorea's REST API
/// (alpha, real).
public protocol AirQualityDataSource: Sendable {
    /// The hours the station `stationName` sent (at most 24, newest first); none for an unknown station.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func history(stationName: String) async throws -> AirQualityHistory

    /// The stations whose name contains `name`, in AirKorea's order.
    func stations(named name: String) async throws -> [AirQualityStation]

    /// Every station, in AirKorea's order (`getMsrstnList` without a name).
    func allStations() async throws -> [AirQualityStation]

    /// The towns whose name contains `name`, with their TM points.
    func towns(named name: String) async throws -> [AirQualityTown]

    /// The stations nearest to the TM point, with their distances, as AirKorea orders them.
    func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation]
}
