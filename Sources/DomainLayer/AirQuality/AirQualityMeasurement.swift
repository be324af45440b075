import Foundation

/// One hourly measurement of a station.
public struct AirQualityMeasurement: Hashable, Sendable {
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
public struct AirQualityHistory: Hashable, Sendable {
    /// The station's name, e.g. `종로구`.
    public var stationName: String
    /// Newest first, at most 24 (fewer when the station sent fewer).
    public var hourly: [AirQualityMeasurement]

    public init(stationName: String, hourly: [AirQualityMeasurement]) {
        self.stationName = stationName
        self.hourly = hourly
    }

    /// The newest measurement; nil when the station sent none.
    public var latest: AirQualityMeasurement? { hourly.first }
}
