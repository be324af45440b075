import DomainLayer
import Foundation
import SampleData
import TestSupport
import Testing

@testable import AppLayer

/// The details use case as the Movies scene's DI container makes it in each phase: the bundled movies in dev,
/// TMDB (here the staging API) in alpha and real, both through the response cache in the data directory.
@Suite struct MoviesSceneDIContainerTests {
    /// The use case in `phase` with the settings `environment` gives, every service at `stagingAPI` when given
    /// (as alpha starts, with a stand-in key).
    func fetchDetails(
        phase: Phase, in directory: URL, environment: [String: String] = [:], stagingAPI: URL? = nil
    ) throws -> any FetchMovieDetailsUseCase {
        var configuration = try AppConfiguration.resolve(
            phase: phase, port: 0, dataDirectory: directory.path, environment: environment)
        if let stagingAPI { configuration = configuration.pointed(atStagingAPI: stagingAPI) }
        let app = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
        return MoviesSceneDIContainer(app: app).makeFetchMovieDetailsUseCase()
    }

    @Test func devAndAlphaGiveTheSameDetailsByIdWithoutASearch() async throws {
        let dataset = try SampleDataset.bundled()
        let ids = dataset.movies.map(\.id).filter { $0 % 10 == 3 }
        try await withStagingAPI(dataset: dataset) { api in
            try await withTemporaryDirectory { devDirectory in
                try await withTemporaryDirectory { alphaDirectory in
                    let dev = try fetchDetails(phase: .dev, in: devDirectory)
                    let alpha = try fetchDetails(phase: .alpha, in: alphaDirectory, stagingAPI: api.baseURL)
                    for id in ids {
                        let devDetails = try await dev.execute(id: id)
                        let alphaDetails = try await alpha.execute(id: id)
                        #expect(devDetails == alphaDetails, "\(id)")
                    }
                    #expect(!ids.isEmpty)
                    await #expect(throws: DomainError.notFound) { try await dev.execute(id: 1) }
                    await #expect(throws: DomainError.notFound) { try await alpha.execute(id: 1) }
                }
            }
        }
    }

    @Test func detailsAskedOnceAreServedFromTheDataDirectorysCacheAfterwards() async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                let first = try fetchDetails(phase: .alpha, in: directory, stagingAPI: api.baseURL)
                let details = try await first.execute(id: 1001)
                // Another use case over the same data directory, as after a restart.
                let second = try fetchDetails(phase: .alpha, in: directory, stagingAPI: api.baseURL)

                #expect(try await second.execute(id: 1001) == details)
                #expect(await api.requestCount(path: "/3/movie/1001") == 1)
            }
        }
    }

    @Test func realWithoutAKeyIsUnauthorizedNotACrash() async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                let real = try fetchDetails(
                    phase: .real, in: directory, environment: ["TMDB_BASE_URL": api.baseURL.absoluteString])
                await #expect(
                    throws: DomainError.unauthorized(message: "Invalid API key: You must be granted a valid key.")
                ) {
                    try await real.execute(id: 1001)
                }
            }
        }
    }
}
