import Foundation

/// One hourly measurement of a station.
public struct AirQualityMeasurement: Hashable, Sendable, Codable {
    /// The hour measured (the end of the hour, as AirKorea dates it), an instant.
    public var time: Date
    public var pm10: AirQualityReading
    public var pm25: AirQualityReading

    public init(time: Date, pm10: AirQualityReading, pm25: AirQualityReading) {
        self.time = time
        self.pm10 = pm10
        self.pm25 = pm25
    }

    /// The reading of `matter`.
    public subscript(matter: ParticulateMatter) -> AirQualityReading {
        switch matter {
        case .pm10: pm10
        case .pm25: pm25
        }
    }

    /// Korea's time zone, in which AirKorea writes its times (`"2024-05-01 14:00"`, with `"24:00"` for midnight).
    public static let timeZone = TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: 9 * 3600)!
}

/// A station's measurements of the last 24 hours.
public struct AirQualityHistory: Hashable, Sendable, Codable {
    /// A copy of the measurements kept when they were fetched, served because the service failed.
    public struct SavedCopy: Hashable, Sendable, Codable {
        /// When the measurements were fetched from the service.
        public var savedAt: Date

        public init(savedAt: Date) {
            self.savedAt = savedAt
        }
    }

    /// The station's name, e.g. `종로구`.
    public var stationName: String
    /// Newest first, at most 24 (fewer when the station sent fewer).
    public var hourly: [AirQualityMeasurement]
    /// Set when these are a saved copy, served because the service could not answer; nil when they come fresh
    /// from the service (or from a copy still current).
    public var savedCopy: SavedCopy?

    public init(stationName: String, hourly: [AirQualityMeasurement], savedCopy: SavedCopy? = nil) {
        self.stationName = stationName
        self.hourly = hourly
        self.savedCopy = savedCopy
    }

    /// The newest measurement; nil when the station sent none.
    public var latest: AirQualityMeasurement? { hourly.first }
}
