import DomainLayer
import Foundation

/// Made-up measurements and real-looking stations for the air-quality tests: a day of 24 hours that crosses
/// every grade boundary and has hours with no data ("-"), and Seoul stations with their Korean names.
public enum AirQualityFixtures {
    /// The newest hour of `day(of:)`: 2024-05-20 14:00 in Seoul (05:00 UTC).
    public static let newestHour = Date(timeIntervalSince1970: 1_716_181_200)

    /// PM10 of the day, oldest first, as AirKorea writes it: 30/31, 80/81 and 150/151 side by side, and two
    /// hours without data.
    public static let pm10Values = [
        "22", "25", "28", "30", "31", "35", "41", "48", "55", "63", "-", "-",
        "80", "81", "96", "120", "150", "151", "132", "110", "87", "64", "45", "38",
    ]

    /// PM2.5 of the day, oldest first: 15/16, 35/36 and 75/76 side by side, and one hour without data.
    public static let pm25Values = [
        "8", "10", "12", "15", "16", "18", "21", "25", "30", "35", "36", "-",
        "52", "75", "76", "70", "61", "50", "42", "33", "27", "20", "14", "11",
    ]

    /// The hour `index` of the day (0 the oldest, 23 the newest).
    public static func hour(_ index: Int) -> Date {
        newestHour - Double(23 - index) * 3600
    }

    /// 24 hours of `stationName`, newest first as the use case answers them, with no grade from AirKorea, so
    /// every grade is computed from its value.
    public static func day(of stationName: String = "종로구") -> AirQualityHistory {
        let hourly = (0..<24).reversed().map { index in
            AirQualityMeasurement(
                time: hour(index), pm10: AirQualityReading(.pm10, value: pm10Values[index], grade: nil),
                pm25: AirQualityReading(.pm25, value: pm25Values[index], grade: nil))
        }
        return AirQualityHistory(stationName: stationName, hourly: hourly)
    }

    /// The newest `count` hours of `day(of:)`, newest first: a station that sent fewer than 24 rows.
    public static func hours(_ count: Int, of stationName: String = "종로구") -> AirQualityHistory {
        let day = day(of: stationName)
        return AirQualityHistory(stationName: stationName, hourly: Array(day.hourly.prefix(count)))
    }

    /// 종로구's station, in the heart of Seoul.
    public static let jongnoGu = AirQualityStation(name: "종로구", address: "서울 종로구 종로35가길 19")
    /// The roadside station on 종로 (a search for "종로" finds it beside 종로구).
    public static let jongno = AirQualityStation(name: "종로", address: "서울 종로구 종로 169")
    public static let jungGu = AirQualityStation(name: "중구", address: "서울 중구 덕수궁길 15")
    public static let dongdaemunGu = AirQualityStation(name: "동대문구", address: "서울 동대문구 천호대로13길 43")

    /// 혜화동, a town of 종로구, with its TM reference point.
    public static let hyehwaDong = AirQualityTown(name: "혜화동", region: "서울특별시 종로구", tmX: 200441.8, tmY: 452519.5)

    /// The stations nearest to 혜화동, nearest first, as the use case answers them.
    public static let nearHyehwaDong = AirQualityNearbyStations(
        town: hyehwaDong,
        stations: [
            NearbyAirQualityStation(station: jongnoGu, distanceKm: 0.0),
            NearbyAirQualityStation(station: dongdaemunGu, distanceKm: 2.1),
            NearbyAirQualityStation(station: jungGu, distanceKm: 2.8),
        ])
}
