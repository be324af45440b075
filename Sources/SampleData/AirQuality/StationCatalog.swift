import Foundation

/// The AirKorea station look-up rules shared by the dev-phase data source and the staging API.
public enum StationCatalog {
    /// How many stations the nearby search answers, as AirKorea does.
    private static let nearbyLimit = 3
    /// TM coordinates (metres) the nearby search measures from; beyond them a squared distance could overflow.
    private static let coordinateRange = -1e9...1e9

    /// Stations whose name contains `name` (empty/nil name → all), in dataset order. Names are compared in
    /// Unicode's composed form (NFC, as the dataset writes them): a name typed decomposed finds the same stations.
    public static func search(_ stations: [SampleStation], name: String?) -> [SampleStation] {
        guard let name, !name.isEmpty else { return stations }
        let wanted = Array(name.precomposedStringWithCanonicalMapping.utf8)
        // Compared as bytes; `String.contains(_:)` compares characters, a cost a settings page with a search
        // (`/air-quality/settings?name=…`) paid for every station's name (`scripts/page-cost --profile`).
        return stations.filter { station in
            var name = station.stationName
            return name.withUTF8 { $0.contains(wanted) }
        }
    }

    /// The station with exactly this name; nil when unknown.
    public static func find(_ stations: [SampleStation], name: String) -> SampleStation? {
        stations.first { $0.stationName == name }
    }

    /// Stations ordered by Euclidean distance (km, 1 decimal) from the TM point, nearest first, at most 3.
    ///
    /// Ties keep dataset order. A coordinate that is not finite or lies beyond ±1,000,000 km finds no station.
    public static func nearby(
        _ stations: [SampleStation], tmX: Double, tmY: Double
    ) -> [(station: SampleStation, distanceKm: Double)] {
        guard coordinateRange.contains(tmX), coordinateRange.contains(tmY) else { return [] }
        let measured = stations.enumerated().map { index, station in
            let dx = station.tmX - tmX
            let dy = station.tmY - tmY
            return (index: index, station: station, metres: (dx * dx + dy * dy).squareRoot())
        }
        return
            measured
            .sorted { $0.metres != $1.metres ? $0.metres < $1.metres : $0.index < $1.index }
            .prefix(nearbyLimit)
            .map { (station: $0.station, distanceKm: ($0.metres / 100).rounded() / 10) }
    }

    /// Towns matching `umdName` (substring) with the TM point of the station that serves them.
    ///
    /// In dataset order; an empty `umdName` matches no town, as AirKorea requires the parameter.
    public static func towns(
        _ stations: [SampleStation], umdName: String
    ) -> [(umdName: String, station: SampleStation)] {
        guard !umdName.isEmpty else { return [] }
        return stations.flatMap { station in
            station.umdNames.filter { $0.contains(umdName) }.map { (umdName: $0, station: station) }
        }
    }

    /// The 시군구 of a station, as `getTMStdrCrdnt` names it: the second word of its address (`서울 종로구 …` →
    /// `종로구`), else the station's name.
    public static func district(of station: SampleStation) -> String {
        let words = station.addr.split(separator: " ")
        return words.count > 1 ? String(words[1]) : station.stationName
    }

    /// A TM coordinate as `getTMStdrCrdnt` writes it: a string with six decimals (`"200282.836056"`).
    public static func tmText(_ coordinate: Double) -> String {
        String(format: "%.6f", coordinate)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `part` occurs in these bytes.
    fileprivate func contains(_ part: [UInt8]) -> Bool {
        guard part.count <= count else { return false }
        return (0...(count - part.count)).contains { start in
            part.indices.allSatisfy { self[start + $0] == part[$0] }
        }
    }
}
