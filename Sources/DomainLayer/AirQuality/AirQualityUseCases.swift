import Foundation

/// The last 24 hourly measurements of a station, the latest first.
public protocol FetchAirQualityHistoryUseCase: Sendable {
    /// - Throws: `DomainError` (`.notFound` when the station does not exist or sends no data).
    func execute(stationName: String) async throws -> AirQualityHistory
}

/// `FetchAirQualityHistoryUseCase` over an `AirQualityRepository`.
public struct FetchAirQualityHistoryInteractor: FetchAirQualityHistoryUseCase {
    private let repository: any AirQualityRepository

    public init(repository: any AirQualityRepository) {
        self.repository = repository
    }

    public func execute(stationName: String) async throws -> AirQualityHistory {
        let history = try await repository.history(stationName: stationName)
        // A station with no hour at all is as good as gone: the user is sent to choose another.
        guard !history.hourly.isEmpty else { throw DomainError.notFound }
        return AirQualityHistory(
            stationName: history.stationName,
            hourly: Array(history.hourly.sorted { $0.time > $1.time }.prefix(24)), savedCopy: history.savedCopy)
    }
}

/// The stations whose name contains what the user typed, in Hangul or in its Revised Romanization.
public protocol SearchAirQualityStationsUseCase: Sendable {
    /// Stations whose name contains `name` (trimmed); an empty name finds none. A name without Hangul
    /// (`Jongno`, `seoul`) finds the stations whose romanized name, else address, contains it, ignoring case,
    /// spaces and hyphens (``RevisedRomanization/searchKey(_:)``): `Jongno` finds 종로구, `Seoul` the stations
    /// in 서울.
    func execute(name: String) async throws -> [AirQualityStation]
}

/// `SearchAirQualityStationsUseCase` over an `AirQualityRepository`.
public struct SearchAirQualityStationsInteractor: SearchAirQualityStationsUseCase {
    private let repository: any AirQualityRepository

    public init(repository: any AirQualityRepository) {
        self.repository = repository
    }

    public func execute(name: String) async throws -> [AirQualityStation] {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return [] }
        // AirKorea matches `stationName` only as written in Hangul, so a romanized name is looked for in
        // the whole station list (which the data layer keeps a day), names first, then addresses.
        guard RevisedRomanization.isRomanized(name) else {
            return try await repository.stations(named: name)
        }
        let key = RevisedRomanization.searchKey(name)
        let stations = try await repository.allStations()
        let byName = stations.filter { RevisedRomanization.searchKey($0.name).contains(key) }
        let byAddress = stations.filter {
            !RevisedRomanization.searchKey($0.name).contains(key)
                && RevisedRomanization.searchKey($0.address).contains(key)
        }
        return byName + byAddress
    }
}

/// The stations nearest to a town the user named: the town's TM point, then the stations around it.
public protocol FetchNearbyAirQualityStationsUseCase: Sendable {
    /// The first town whose name contains `townName` (trimmed), in Hangul or in its Revised Romanization
    /// (`Hyehwa-dong` finds 혜화동), and the stations nearest to it, nearest first (stations as far as each other
    /// in the service's order); nil when no town is called so.
    func execute(townName: String) async throws -> AirQualityNearbyStations?
}

/// `FetchNearbyAirQualityStationsUseCase` over an `AirQualityRepository`.
public struct FetchNearbyAirQualityStationsInteractor: FetchNearbyAirQualityStationsUseCase {
    private let repository: any AirQualityRepository

    public init(repository: any AirQualityRepository) {
        self.repository = repository
    }

    public func execute(townName: String) async throws -> AirQualityNearbyStations? {
        let townName = townName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !townName.isEmpty, let town = try await firstTown(named: townName) else { return nil }
        let stations = try await repository.nearbyStations(tmX: town.tmX, tmY: town.tmY)
        // A stable sort: stations as far as each other keep the service's order.
        let nearestFirst = stations.enumerated()
            .sorted { ($0.element.distanceKm, $0.offset) < ($1.element.distanceKm, $1.offset) }.map(\.element)
        return AirQualityNearbyStations(town: town, stations: nearestFirst)
    }

    /// The first town whose name contains `name`. AirKorea matches town names only in Hangul, so a name in
    /// Latin letters (`Hyehwa-dong`) is asked as each Hangul spelling that romanizes to it
    /// (``RevisedRomanization/hangulSpellings(_:limit:)``) until one finds a town.
    private func firstTown(named name: String) async throws -> AirQualityTown? {
        guard RevisedRomanization.isRomanized(name) else { return try await repository.towns(named: name).first }
        for spelling in RevisedRomanization.hangulSpellings(name) {
            if let town = try await repository.towns(named: spelling).first {
                return town
            }
        }
        return nil
    }
}

/// The station whose measurements the scene shows: the one the user chose, else 종로구.
public protocol FetchSavedAirQualityStationUseCase: Sendable {
    func execute() async throws -> String
}

/// `FetchSavedAirQualityStationUseCase` over an `AirQualityStationSettingRepository`.
public struct FetchSavedAirQualityStationInteractor: FetchSavedAirQualityStationUseCase {
    /// The station shown until the user chooses one.
    public static let defaultStationName = "종로구"

    private let settings: any AirQualityStationSettingRepository

    public init(settings: any AirQualityStationSettingRepository) {
        self.settings = settings
    }

    /// The saved name, or the default when none is saved or the saved one names no station (one saved over
    /// `AirQualityStation.maximumNameLength` before the cap, which would make every address huge).
    public func execute() async throws -> String {
        guard let saved = try await settings.savedStationName(), AirQualityStation.isPossibleName(saved) else {
            return Self.defaultStationName
        }
        return saved
    }
}

/// Keeps the station the user chose.
public protocol SaveAirQualityStationUseCase: Sendable {
    func execute(stationName: String) async throws
}

/// `SaveAirQualityStationUseCase` over an `AirQualityStationSettingRepository`.
public struct SaveAirQualityStationInteractor: SaveAirQualityStationUseCase {
    private let settings: any AirQualityStationSettingRepository

    public init(settings: any AirQualityStationSettingRepository) {
        self.settings = settings
    }

    /// - Throws: `DomainError.badData` for a name that names no station (blank, or over
    ///   `AirQualityStation.maximumNameLength`): nothing is saved; `StorageError` when the save failed.
    public func execute(stationName: String) async throws {
        guard AirQualityStation.isPossibleName(stationName) else {
            throw DomainError.badData(details: "a station's name is blank or over its cap")
        }
        try await settings.saveStationName(stationName)
    }
}
