import DomainLayer
import Foundation

extension CachedAirQualityRepository.SavedHistory: CacheableValue {
    /// Each hour at an instant a `dataTime` names, each value one `AirQualityReading` believes (a reading of
    /// 9.2e18 µg/m³ would overflow the chart), and saved no later than the row was stored: a copy from a clock
    /// set ahead would read as current until the clock caught up.
    func isReadable(storedAt: Date) -> Bool {
        let latest = storedAt.addingTimeInterval(SQLiteCacheStore.clockTolerance)
        let values = 0...Int(AirQualityReading.believableValues.upperBound)
        return UpstreamNumbers.isInstant(savedAt) && savedAt <= latest
            && history.savedCopy.map { UpstreamNumbers.isInstant($0.savedAt) && $0.savedAt <= latest } != false
            && history.hourly.allSatisfy { hour in
                UpstreamNumbers.isInstant(hour.time)
                    && [hour.pm10.value, hour.pm25.value].allSatisfy { $0.map(values.contains) != false }
            }
    }
}

extension AirQualityStation: CacheableValue {
    /// A station holds only text.
    public func isReadable(storedAt: Date) -> Bool {
        true
    }
}

extension AirQualityTown: CacheableValue {
    /// In the range `AirKoreaTMCoordinateDTO` reads coordinates in.
    public func isReadable(storedAt: Date) -> Bool {
        AirKoreaTMCoordinateDTO.coordinates.contains(tmX) && AirKoreaTMCoordinateDTO.coordinates.contains(tmY)
    }
}

extension NearbyAirQualityStation: CacheableValue {
    /// In the range `AirKoreaNearbyStationDTO` reads distances in.
    public func isReadable(storedAt: Date) -> Bool {
        AirKoreaNearbyStationDTO.distances.contains(distanceKm)
    }
}
