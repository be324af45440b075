import Foundation
import Testing

@testable import PresentationLayer

/// The source file a trace view shows beside each step: the map `scripts/trace-sources` writes names, for each
/// type, a file of the tree that declares it (`scripts/trace-sources --check` keeps it whole; TraceSourcesAppTests
/// checks that every step the scenes name has one).
@Suite struct TraceSourcesTests {
    /// The repository's root, where the map's paths start.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyEntrysFileIsInTheTreeAndDeclaresItsType() throws {
        #expect(TraceSources.files.count > 50)
        var wrong: [String] = []
        for (type, path) in TraceSources.files {
            let text = (try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            let declaration = try Regex(
                #"(?m)^(?:@\w+(?:\([^)]*\))? )*(?:public |package |internal )?(?:final )?(?:class|struct|enum|actor) "#
                    + type + #"\b"#)
            if !path.hasPrefix("Sources/") || !path.hasSuffix(".swift") || text.firstMatch(of: declaration) == nil {
                wrong.append("\(type): \(path)")
            }
        }
        #expect(wrong == [])
    }

    @Test func aStepsTypeFindsItsFileWithoutItsGenericArgumentsAndAnUnknownNameFindsNone() {
        #expect(
            TraceSources.file(ofType: "CachedMoviesRepository")
                == "Sources/DataLayer/Movies/CachedMoviesRepository.swift")
        #expect(
            TraceSources.file(ofType: "CachedMoviesRepository<Int>")
                == "Sources/DataLayer/Movies/CachedMoviesRepository.swift")
        #expect(
            TraceSources.file(ofType: "AirQualityInteractor")
                == "Sources/PresentationLayer/AirQuality/Measurements/AirQualityInteractor.swift")
        #expect(TraceSources.file(ofType: "WindowPage") == "Sources/LiveWeb/Server/LiveRequestContext+Pages.swift")
        // An upstream call's service, and a name no file declares: no file rather than a guess.
        #expect(TraceSources.file(ofType: "tmdb") == nil)
        #expect(TraceSources.file(ofType: "NoSuchRepository") == nil)
    }

    @Test func aScenesRouteStepFindsItsWebRoutes() {
        #expect(TraceSources.routesFile(ofScene: "Movies") == "Sources/WebUI/Movies/MoviesWebRoutes.swift")
        #expect(
            TraceSources.routesFile(ofScene: "AirQuality") == "Sources/WebUI/AirQuality/AirQualityWebRoutes.swift")
        #expect(TraceSources.routesFile(ofScene: "Nowhere") == nil)
    }

    /// Every type the terminal ring's screens name for their keys' loads (TerminalUI's `ViewModelScreens.swift`).
    @Test func everyViewModelAndInteractorTheTerminalNamesHasItsFile() {
        let types: [Any.Type] = [
            MoviesFlowCoordinator.self, MoviesListViewModel.self, MoviesSuggestionsViewModel.self,
            MovieDetailsViewModel.self, PokemonListViewModel.self, PokemonDetailsViewModel.self,
            UsersFlowCoordinator.self, GitHubUsersListViewModel.self, GitHubUserDetailsViewModel.self,
            GitHubUserBookmarksViewModel.self, MyGroupListViewModel.self, AirQualityInteractor.self,
            AirQualitySettingsInteractor.self, AirQualityRouter.self,
        ]
        let missing = types.map { String(describing: $0) }.filter { TraceSources.file(ofType: $0) == nil }
        #expect(missing == [])
    }

    @Test func theTraceWordsAreInEnglishAndKorean() {
        #expect(TraceWords.catalogue.problems(for: TraceWords.self) == [])
        #expect(Strings(.ko)[TraceWords.source] == "소스 파일")
    }
}
