import DomainLayer
import PresentationLayer
import Synchronization

/// The five air-quality use cases over scripts, and the worker the interactors use over them. Each script
/// answers by what was asked, records every request, and can hold an answer until released, so a test can
/// let a later request overtake an earlier one.
public struct FakeAirQualityUseCases: Sendable {
    /// A station's last 24 hours, by station name.
    public let histories = FakeFetchAirQualityHistoryUseCase()
    /// The saved station, read and saved.
    public let setting: FakeAirQualityStationSetting
    /// Stations by the name searched.
    public let searches = FakeSearchAirQualityStationsUseCase()
    /// A town and its nearest stations, by town name.
    public let nearby = FakeFetchNearbyAirQualityStationsUseCase()

    /// The scenes' worker over these use cases; one, as in the app, so every scene made with it hears a
    /// station saved by any other.
    public let worker: AirQualityWorker

    /// Use cases with no answers scripted, the saved station being `savedStationName` (nil for none chosen).
    public init(savedStationName: String? = nil) {
        setting = FakeAirQualityStationSetting(savedStationName: savedStationName)
        worker = AirQualityWorker(
            fetchHistory: histories, fetchSavedStation: setting, saveStation: setting, searchStations: searches,
            fetchNearbyStations: nearby)
    }
}

/// A `FetchAirQualityHistoryUseCase` answering scripted histories by station name.
public struct FakeFetchAirQualityHistoryUseCase: FetchAirQualityHistoryUseCase {
    /// The script, by station name.
    public let answers = ScriptedAnswers<String, AirQualityHistory>()

    public init() {}

    public func execute(stationName: String) async throws -> AirQualityHistory {
        try await answers.value(for: stationName)
    }
}

/// A `SearchAirQualityStationsUseCase` answering scripted stations by the name searched.
public struct FakeSearchAirQualityStationsUseCase: SearchAirQualityStationsUseCase {
    /// The script, by name searched.
    public let answers = ScriptedAnswers<String, [AirQualityStation]>()

    public init() {}

    public func execute(name: String) async throws -> [AirQualityStation] {
        try await answers.value(for: name)
    }
}

/// A `FetchNearbyAirQualityStationsUseCase` answering scripted towns and stations by town name.
public struct FakeFetchNearbyAirQualityStationsUseCase: FetchNearbyAirQualityStationsUseCase {
    /// The script, by town name; an answer of nil is "no such town".
    public let answers = ScriptedAnswers<String, AirQualityNearbyStations?>()

    public init() {}

    public func execute(townName: String) async throws -> AirQualityNearbyStations? {
        try await answers.value(for: townName)
    }
}

/// The saved station in memory behind `FetchSavedAirQualityStationUseCase` and `SaveAirQualityStationUseCase`,
/// as the real ones keep it: 종로구 until one is saved. Scripts hold or fail a save by station name, and a
/// read by its number (1 for the first).
public final class FakeAirQualityStationSetting: FetchSavedAirQualityStationUseCase, SaveAirQualityStationUseCase {
    /// Saves by station name: by default they go through; a held one waits, a failed one throws before saving.
    public let saves = ScriptedAnswers<String, Void>()
    /// Reads by number (1, 2, …): by default they go through.
    public let reads = ScriptedAnswers<Int, Void>()

    private struct Store {
        var savedStationName: String?
        var readCount = 0
    }

    private let store: Mutex<Store>

    /// A setting holding `savedStationName` (nil for none chosen).
    public init(savedStationName: String? = nil) {
        store = Mutex(Store(savedStationName: savedStationName))
        saves.answerOthers(with: .success(()))
        reads.answerOthers(with: .success(()))
    }

    /// The station saved now; nil when none was ever chosen.
    public var savedStationName: String? { store.withLock { $0.savedStationName } }

    public func execute() async throws -> String {
        let number = store.withLock { store in
            store.readCount += 1
            return store.readCount
        }
        try await reads.value(for: number)
        return savedStationName ?? FetchSavedAirQualityStationInteractor.defaultStationName
    }

    public func execute(stationName: String) async throws {
        try await saves.value(for: stationName)
        store.withLock { $0.savedStationName = stationName }
    }
}
