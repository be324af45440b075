import DomainLayer
import Foundation
import PresentationLayer
import SampleData
import TestSupport
import Testing

@testable import AppLayer

/// The worker as the air-quality scene's DI container makes it in each phase: the bundled stations in dev,
/// AirKorea (here the staging API) in alpha and real, and the chosen station in the data directory.
@Suite struct AirQualitySceneDIContainerTests {
    /// The worker in `phase` with the settings `environment` gives, every service at `stagingAPI` when given
    /// (as alpha starts, with a stand-in key).
    func worker(
        phase: Phase, in directory: URL, environment: [String: String] = [:], stagingAPI: URL? = nil
    ) throws -> AirQualityWorker {
        var configuration = try AppConfiguration.resolve(
            phase: phase, port: 0, dataDirectory: directory.path, environment: environment)
        if let stagingAPI { configuration = configuration.pointed(atStagingAPI: stagingAPI) }
        let app = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
        return AirQualitySceneDIContainer(app: app).makeWorker()
    }

    @Test func devAndAlphaShowTheSameHoursStationsAndNearbyStations() async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            try await withTemporaryDirectory { devDirectory in
                try await withTemporaryDirectory { alphaDirectory in
                    let dev = try worker(phase: .dev, in: devDirectory)
                    let alpha = try worker(phase: .alpha, in: alphaDirectory, stagingAPI: api.baseURL)
                    let devMeasurements = try await dev.measurements(stationName: "종로구")
                    let alphaMeasurements = try await alpha.measurements(stationName: "종로구")
                    #expect(devMeasurements == alphaMeasurements)
                    guard case .measured(let devHistory) = devMeasurements else {
                        Issue.record("종로구 has no measurements: \(devMeasurements)")
                        return
                    }
                    #expect(devHistory.hourly.count == 24)
                    let devStations = try await dev.stations(named: "종로")
                    let alphaStations = try await alpha.stations(named: "종로")
                    #expect(devStations == alphaStations)
                    #expect(devStations.map(\.name).contains("종로구"))
                    let devNearby = try await dev.nearbyStations(townName: "혜화")
                    let alphaNearby = try await alpha.nearbyStations(townName: "혜화")
                    #expect(devNearby == alphaNearby)
                    #expect(devNearby?.stations.isEmpty == false)
                }
            }
        }
    }

    @Test func theChosenStationSurvivesARestart() async throws {
        try await withTemporaryDirectory { directory in
            let first = try worker(phase: .dev, in: directory)
            #expect(try await first.stationToShow(asked: nil) == "종로구")
            try await first.save(stationName: "중구")
            // Another container over the same data directory, as after a restart.
            let restarted = try worker(phase: .dev, in: directory)
            #expect(try await restarted.stationToShow(asked: nil) == "중구")
        }
    }

    @Test func realWithoutAKeyIsTheGatewaysKeyErrorNotACrash() async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                let real = try worker(
                    phase: .real, in: directory, environment: ["AIRKOREA_BASE_URL": api.baseURL.absoluteString])
                await #expect(throws: DomainError.unauthorized(message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR (30)")) {
                    try await real.measurements(stationName: "종로구")
                }
            }
        }
    }
}
