import DomainLayer
import Foundation
import SampleData
import Synchronization

/// The dev phase's stations and measurements: the bundled dataset, looked up by the same rules as the
/// staging API (`StationCatalog`, AirKorea's page sizes) and read through the same DTOs, so dev and alpha
/// show the same hours, stations, towns and distances.
public struct BundledAirQualityDataSource: AirQualityDataSource {
    private let stations: BundledData<[SampleStation]>
    private let readHours = ReadHours()

    /// - Parameter stations: reads the bundled stations when a request needs it; a failure is shown on screen.
    public init(stations: @escaping @Sendable () throws -> [SampleStation]) {
        self.stations = BundledData("stations", read: stations)
    }

    public init(stations: [SampleStation]) {
        self.init(stations: { stations })
    }

    public func history(stationName: String) async throws -> AirQualityHistory {
        guard let station = StationCatalog.find(try stations.value(), name: stationName) else {
            return AirQualityHistory(stationName: stationName, hourly: [])
        }
        return AirQualityHistory(stationName: stationName, hourly: readHours.hours(of: station))
    }

    public func stations(named name: String) async throws -> [AirQualityStation] {
        Self.stationRows(StationCatalog.search(try stations.value(), name: name))
    }

    public func allStations() async throws -> [AirQualityStation] {
        Self.stationRows(StationCatalog.search(try stations.value(), name: nil))
    }

    /// `found` as AirKorea's one page of a station list reads them.
    private static func stationRows(_ found: [SampleStation]) -> [AirQualityStation] {
        found.prefix(AirKoreaEndpoints.stationRows).map {
            AirKoreaStationDTO(
                stationName: $0.stationName, addr: $0.addr, year: $0.year, mangName: $0.mangName, item: $0.item,
                dmX: $0.dmX, dmY: $0.dmY
            )
            .toDomain()
        }
    }

    public func towns(named name: String) async throws -> [AirQualityTown] {
        StationCatalog.towns(try stations.value(), umdName: name).prefix(AirKoreaEndpoints.townRows).compactMap {
            AirKoreaTMCoordinateDTO(
                sidoName: $0.station.sidoName, sggName: StationCatalog.district(of: $0.station), umdName: $0.umdName,
                tmX: StationCatalog.tmText($0.station.tmX), tmY: StationCatalog.tmText($0.station.tmY)
            )
            .toDomain()
        }
    }

    public func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation] {
        StationCatalog.nearby(try stations.value(), tmX: tmX, tmY: tmY).compactMap {
            AirKoreaNearbyStationDTO(stationName: $0.station.stationName, addr: $0.station.addr, tm: $0.distanceKm)
                .toDomain()
        }
    }
}

/// Each station's hours as read through AirKorea's DTOs, kept with the bundled rows they were read from.
///
/// Reading a station's 24 times (a calendar per `dataTime`) was a large part of an Air quality page's time,
/// on every page load, for data that does not change while the app runs. The rows are compared before the
/// hours are used (the same bundled arrays compare at once), so other rows are read anew, never served stale.
private final class ReadHours: Sendable {
    private let read = Mutex<[String: (rows: [SampleMeasurement], hours: [AirQualityMeasurement])]>([:])

    /// The hours of `station`, its first `AirKoreaEndpoints.measurementRows` rows as AirKorea would send them.
    func hours(of station: SampleStation) -> [AirQualityMeasurement] {
        if let kept = read.withLock({ $0[station.stationName] }), kept.rows == station.measurements {
            return kept.hours
        }
        let rows = station.measurements.prefix(AirKoreaEndpoints.measurementRows).map { hour in
            AirKoreaMeasurementDTO(
                dataTime: hour.dataTime, stationName: station.stationName, pm10Value: hour.pm10Value,
                pm25Value: hour.pm25Value, pm10Value24: hour.pm10Value24, pm25Value24: hour.pm25Value24,
                pm10Grade: hour.pm10Grade, pm25Grade: hour.pm25Grade, pm10Grade1h: hour.pm10Grade1h,
                pm25Grade1h: hour.pm25Grade1h, khaiValue: hour.khaiValue, khaiGrade: hour.khaiGrade,
                pm10Flag: hour.flag, pm25Flag: hour.flag)
        }
        let hours = rows.toDomain(stationName: station.stationName).history.hourly
        // One entry per bundled station at most (`StationCatalog.find` matches names exactly).
        read.withLock { $0[station.stationName] = (station.measurements, hours) }
        return hours
    }
}
