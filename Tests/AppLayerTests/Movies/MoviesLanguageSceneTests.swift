import DomainLayer
import Foundation
import SampleData
import TestSupport
import Testing

@testable import AppLayer

/// The Movies scene's DI container in each language: dev and alpha agree in Korean, and details cached in one
/// language are never served in the other (TMDB is asked again, with that language).
@Suite struct MoviesLanguageSceneTests {
    /// The use case in `phase`, every service at `stagingAPI` when given (as alpha starts, with a stand-in key).
    func fetchDetails(
        phase: Phase, language: MovieLanguage, in directory: URL, stagingAPI: URL? = nil
    ) throws -> any FetchMovieDetailsUseCase {
        var configuration = AppConfiguration(phase: phase, host: "127.0.0.1", port: 0, dataDirectory: directory)
        if let stagingAPI { configuration = configuration.pointed(atStagingAPI: stagingAPI) }
        let app = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
        return MoviesSceneDIContainer(app: app).makeFetchMovieDetailsUseCase(language: language)
    }

    @Test func devAndAlphaGiveTheSameKoreanDetailsAndEachLanguageIsCachedApart() async throws {
        let dataset = try SampleDataset.bundled()
        let movie = try #require(dataset.movies.first { $0.originalLanguage == "en" && !$0.overview.isEmpty })
        let korean = try #require(movie.translations["ko"])
        try await withStagingAPI(dataset: dataset) { api in
            try await withTemporaryDirectory { devDirectory in
                try await withTemporaryDirectory { alphaDirectory in
                    let dev = try fetchDetails(phase: .dev, language: .korean, in: devDirectory)
                    let alpha = try fetchDetails(
                        phase: .alpha, language: .korean, in: alphaDirectory, stagingAPI: api.baseURL)
                    let devDetails = try await dev.execute(id: movie.id)
                    #expect(devDetails.title == korean.title && devDetails.overview == korean.overview)
                    #expect(try await alpha.execute(id: movie.id) == devDetails)

                    let english = try fetchDetails(
                        phase: .alpha, language: .english, in: alphaDirectory, stagingAPI: api.baseURL)
                    #expect(try await english.execute(id: movie.id).title == movie.title)
                    #expect(await api.requestCount(path: "/3/movie/\(movie.id)") == 2)
                    // Both languages are cached now: neither is asked again.
                    #expect(try await alpha.execute(id: movie.id).title == korean.title)
                    #expect(await api.requestCount(path: "/3/movie/\(movie.id)") == 2)
                }
            }
        }
    }
}
