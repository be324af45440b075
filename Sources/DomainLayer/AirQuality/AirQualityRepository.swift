/// AirKorea's measurements and station look-ups.
public protocol AirQualityRepository: Sendable {
    /// The hourly measurements of the station `stationName` over the last 24 hours, newest first.
    /// - Throws: `DomainError` (`.notFound` when no station is called so, or it has no data), or
    ///   `CancellationError` when cancelled.
    func history(stationName: String) async throws -> AirQualityHistory

    /// The stations whose name contains `name`, in AirKorea's order.
    func stations(named name: String) async throws -> [AirQualityStation]

    /// Every station AirKorea lists, in its order: what a search by romanized name looks through, since
    /// AirKorea matches names only as written in Hangul.
    func allStations() async throws -> [AirQualityStation]

    /// The towns whose name contains `name`, with their TM reference points.
    func towns(named name: String) async throws -> [AirQualityTown]

    /// The stations nearest to the TM point, nearest first.
    func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation]
}

/// The station the user chose, kept on this device.
public protocol AirQualityStationSettingRepository: Sendable {
    /// The chosen station's name; nil when none was ever chosen.
    func savedStationName() async throws -> String?

    /// Keeps `stationName` as the chosen station.
    func saveStationName(_ stationName: String) async throws
}
