/// A measuring station.
public struct AirQualityStation: Hashable, Sendable, Codable {
    /// The station's name, which names it to AirKorea (`종로구`).
    public var name: String
    /// Where it stands (`서울 종로구 종로35가길 19`).
    public var address: String

    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }

    /// The most UTF-8 bytes a station's name may have (AirKorea's are a few Hangul syllables): a longer one
    /// names no station, and is neither saved nor put in an address.
    public static let maximumNameLength = 64

    /// Whether `name` can name a station: not blank, and within `maximumNameLength`.
    public static func isPossibleName(_ name: String) -> Bool {
        name.utf8.count <= maximumNameLength && !name.allSatisfy(\.isWhitespace)
    }
}

/// A station near a town, with its distance.
public struct NearbyAirQualityStation: Hashable, Sendable, Codable {
    public var station: AirQualityStation
    /// The distance from the town's reference point, in kilometres.
    public var distanceKm: Double

    public init(station: AirQualityStation, distanceKm: Double) {
        self.station = station
        self.distanceKm = distanceKm
    }
}

/// A town (읍면동) with its TM reference point (metres), which the nearby-station search measures from.
public struct AirQualityTown: Hashable, Sendable, Codable {
    /// The town's name (`혜화동`).
    public var name: String
    /// The province and district it lies in (`서울특별시 종로구`).
    public var region: String
    public var tmX: Double
    public var tmY: Double

    public init(name: String, region: String, tmX: Double, tmY: Double) {
        self.name = name
        self.region = region
        self.tmX = tmX
        self.tmY = tmY
    }
}

/// The stations nearest to a town, nearest first.
public struct AirQualityNearbyStations: Hashable, Sendable {
    public var town: AirQualityTown
    public var stations: [NearbyAirQualityStation]

    public init(town: AirQualityTown, stations: [NearbyAirQualityStation]) {
        self.town = town
        self.stations = stations
    }
}
