import DomainLayer
import Synchronization

/// An `AirQualityRepository` and `AirQualityStationSettingRepository` over values the test gives, recording
/// what it was asked.
final class InMemoryAirQualityRepository: AirQualityRepository, AirQualityStationSettingRepository {
    struct State {
        var histories: [String: AirQualityHistory] = [:]
        var stations: [AirQualityStation] = []
        var towns: [AirQualityTown] = []
        var nearby: [NearbyAirQualityStation] = []
        var savedStationName: String?
        var asked: [String] = []
    }

    private let state: Mutex<State>

    init(_ state: State = State()) {
        self.state = Mutex(state)
    }

    /// What was asked, in order: `history 종로구`, `stations 종로`, `all stations`, `towns 혜화`, `nearby 1.0,2.0`, `save 중구`.
    var asked: [String] { state.withLock { $0.asked } }

    func history(stationName: String) async throws -> AirQualityHistory {
        try state.withLock { state in
            state.asked.append("history \(stationName)")
            guard let history = state.histories[stationName] else { throw DomainError.notFound }
            return history
        }
    }

    func stations(named name: String) async throws -> [AirQualityStation] {
        state.withLock { state in
            state.asked.append("stations \(name)")
            return state.stations.filter { $0.name.contains(name) }
        }
    }

    func allStations() async throws -> [AirQualityStation] {
        state.withLock { state in
            state.asked.append("all stations")
            return state.stations
        }
    }

    func towns(named name: String) async throws -> [AirQualityTown] {
        state.withLock { state in
            state.asked.append("towns \(name)")
            return state.towns.filter { $0.name.contains(name) }
        }
    }

    func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation] {
        state.withLock { state in
            state.asked.append("nearby \(tmX),\(tmY)")
            return state.nearby
        }
    }

    func savedStationName() async throws -> String? {
        state.withLock { $0.savedStationName }
    }

    func saveStationName(_ stationName: String) async throws {
        state.withLock { state in
            state.asked.append("save \(stationName)")
            state.savedStationName = stationName
        }
    }
}
