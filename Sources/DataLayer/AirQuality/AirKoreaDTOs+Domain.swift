import DomainLayer
import Foundation

extension AirKoreaMeasurementDTO {
    /// The hour; nil when its `dataTime` cannot be read. Values are AirKorea's strings (`"-"` is no data);
    /// a grade AirKorea left out is computed from the value.
    ///
    /// The hourly grades (`pm10Grade1h`) grade the hourly values shown; `pm10Grade` grades the 24-hour
    /// average (`pm10Value24`), so it is not used.
    func toDomain() -> AirQualityMeasurement? {
        guard let time = AirKoreaDataTime.date(from: dataTime) else { return nil }
        return AirQualityMeasurement(
            time: time, pm10: AirQualityReading(.pm10, value: pm10Value, grade: pm10Grade1h),
            pm25: AirQualityReading(.pm25, value: pm25Value, grade: pm25Grade1h))
    }
}

extension [AirKoreaMeasurementDTO] {
    /// The station's hours in the order sent, and the `dataTime`s of the rows dropped because their time
    /// cannot be read (an hour without a time cannot be placed on the chart).
    func toDomain(stationName: String) -> (history: AirQualityHistory, unreadableTimes: [String]) {
        var hourly: [AirQualityMeasurement] = []
        var unreadable: [String] = []
        for row in self {
            if let hour = row.toDomain() {
                hourly.append(hour)
            } else {
                unreadable.append(row.dataTime)
            }
        }
        return (AirQualityHistory(stationName: stationName, hourly: hourly), unreadable)
    }
}

extension AirKoreaStationDTO {
    func toDomain() -> AirQualityStation {
        AirQualityStation(name: stationName, address: addr)
    }
}

extension AirKoreaNearbyStationDTO {
    /// The distances believed, in kilometres: none on Earth is farther than half its circumference.
    static let distances = 0.0...20_040

    /// The station with its distance; `tm` is in kilometres. Nil (a bad row) when the distance is not one.
    func toDomain() -> NearbyAirQualityStation? {
        guard tm.isFinite, Self.distances.contains(tm) else { return nil }
        return NearbyAirQualityStation(station: AirQualityStation(name: stationName, address: addr), distanceKm: tm)
    }
}

extension AirKoreaTMCoordinateDTO {
    /// TM coordinates believed, in metres: Korea's TM grid spans some 1,000 km; ten times that either way is
    /// far past any town, and far from what a number cannot hold when sent back as a request.
    static let coordinates = -10_000_000.0...10_000_000

    /// The town, its region being `sidoName sggName`; nil when a coordinate is not a finite number in range.
    func toDomain() -> AirQualityTown? {
        guard let x = Double(tmX.trimmingCharacters(in: .whitespaces)), x.isFinite, Self.coordinates.contains(x),
            let y = Double(tmY.trimmingCharacters(in: .whitespaces)), y.isFinite, Self.coordinates.contains(y)
        else { return nil }
        return AirQualityTown(name: umdName, region: "\(sidoName) \(sggName)", tmX: x, tmY: y)
    }
}
