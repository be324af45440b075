import Foundation
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import AppLayer

/// A new empty data directory, removed after `body`; on the main actor, where the terminal app runs.
@MainActor
private func withDataDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "strata-terminal-trace-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
}

/// "How this screen was made" in the terminal ring: a screen's load goes through the same traced use cases and
/// repositories as a web request, and `t` lists its steps.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TerminalTraceTests {
    @Test func afterAMoviesSearchTKeyListsTheViewModelUseCaseAndRepositoryStepsWithTheirFilesAndEscReturns()
        async throws
    {
        try await withDataDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
            let driver = TerminalDriver(
                container.makeTerminalApp(strings: .en), size: TerminalSize(width: 120, height: 40))
            defer { driver.quit() }
            await driver.shows("My groups")
            // The help lists the key among the app's, on every screen.
            driver.press(.character("?"))
            await driver.shows("Any key closes this help.")
            #expect(
                driver.lines.contains { $0.contains("│ t/Ctrl-T ") && $0.contains(" how it was made") },
                "\(driver.lines)")
            driver.press(.character("x"))
            await driver.until { !driver.lines.contains { $0.contains("Any key closes") } }
            driver.press(.enter)
            await driver.shows("Search:")
            driver.press(.character("/"))
            driver.type("the")
            driver.press(.enter)
            await driver.until {
                driver.lines.contains { $0.contains("“the” · 1 of") }
            }

            // Ctrl-T: a letter typed here starts a new search.
            driver.press(.control("t"))
            await driver.shows("How this screen was made")
            let trace = driver.lines.joined(separator: "\n")
            #expect(trace.contains("The steps the last load, Movies: Enter, crossed"), "\(trace)")
            // The view model's call the key made, as the web ring names a page's (not the key).
            #expect(trace.contains(" view-model MoviesFlowCoordinator.open "), "\(trace)")
            #expect(trace.contains("   use-case SearchMoviesInteractor.execute "), "\(trace)")
            #expect(trace.contains("     repository CachedMoviesRepository."), "\(trace)")
            // Each with its ring and the file declaring its type.
            #expect(
                trace.contains("\n   Presentation · Sources/PresentationLayer/Movies/MoviesFlowCoordinator.swift\n"),
                "\(trace)")
            #expect(
                trace.contains("\n     Domain · Sources/DomainLayer/Movies/SearchMoviesUseCase.swift\n"), "\(trace)")
            #expect(
                trace.contains("\n       Data · Sources/DataLayer/Movies/CachedMoviesRepository.swift\n"), "\(trace)")
            // A first search in a new data directory: the cache had nothing.
            #expect(trace.contains("miss"), "\(trace)")
            #expect(!trace.contains("api_key"))

            driver.press(.escape)
            await driver.shows("Search: the")
            #expect(!driver.lines.contains { $0.contains("How this screen was made") })
        }
    }

    @Test func aPokemonPageTurnIsTracedUnderItsListViewModel() async throws {
        try await withDataDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
            let driver = TerminalDriver(
                container.makeTerminalApp(strings: .en), size: TerminalSize(width: 120, height: 40))
            defer { driver.quit() }
            await driver.shows("My groups")
            driver.press(.down, .enter)
            await driver.shows("1–10 of 151")
            driver.press(.right)
            await driver.shows("11–20 of 151")
            driver.press(.character("t"))
            await driver.shows("How this screen was made")
            let trace = driver.lines.joined(separator: "\n")
            #expect(trace.contains("The steps the last load, Pokémon: right, crossed"), "\(trace)")
            #expect(trace.contains(" view-model PokemonListViewModel.didOpenPage "), "\(trace)")
            #expect(trace.contains("   use-case "), "\(trace)")
        }
    }

    /// The scene list has no view model: a scene opened from it is traced under the app's flow coordinator, which
    /// lists the scenes and opens the one chosen, with the load its screen starts inside.
    @Test func aSceneOpenedFromTheSceneListIsTracedUnderTheAppsFlowCoordinator() async throws {
        try await withDataDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
            let driver = TerminalDriver(
                container.makeTerminalApp(strings: .en), size: TerminalSize(width: 120, height: 40))
            defer { driver.quit() }
            await driver.shows("My groups")
            driver.press(.down, .enter)
            await driver.shows("1–10 of 151")
            driver.press(.character("t"))
            await driver.shows("How this screen was made")
            let trace = driver.lines.joined(separator: "\n")
            #expect(trace.contains("The steps the last load, Scenes: Enter, crossed"), "\(trace)")
            #expect(trace.contains(" view-model AppFlowCoordinator.open "), "\(trace)")
            #expect(trace.contains("\n   Presentation · Sources/AppLayer/AppFlowCoordinator.swift\n"), "\(trace)")
            // The opened screen's load runs inside it.
            #expect(trace.contains("   use-case "), "\(trace)")
            // The file named is the one declaring the type (scripts/trace-sources does not map AppLayer).
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            let source = try String(
                contentsOf: root.appendingPathComponent("Sources/AppLayer/AppFlowCoordinator.swift"), encoding: .utf8)
            #expect(source.contains("\nstruct AppFlowCoordinator"))
        }
    }

    /// Clean Swift: the Settings view calls its interactor, whose use case reads the repository.
    @Test func anAirQualityStationSearchIsTracedUnderItsSettingsInteractor() async throws {
        try await withDataDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
            let driver = TerminalDriver(
                container.makeTerminalApp(strings: .en), size: TerminalSize(width: 120, height: 40))
            defer { driver.quit() }
            await driver.shows("My groups")
            driver.press(.down, .down, .down, .enter)
            await driver.shows("Measured")
            driver.press(.character("c"))
            await driver.shows("Station name")
            driver.type("종로")
            driver.press(.enter)
            await driver.shows("Stations named “종로”")
            // Ctrl-T: a letter typed here starts a new search.
            driver.press(.control("t"))
            await driver.shows("How this screen was made")
            let trace = driver.lines.joined(separator: "\n")
            #expect(trace.contains(" view-model AirQualitySettingsInteractor.searchStations "), "\(trace)")
            #expect(
                trace.contains(
                    "\n   Presentation · Sources/PresentationLayer/AirQuality/Settings/AirQualitySettingsInteractor.swift"
                ),
                "\(trace)")
            #expect(trace.contains("   use-case SearchAirQualityStations"), "\(trace)")
            #expect(trace.contains("     repository "), "\(trace)")
        }
    }

    @Test func beforeAnyLoadTheTraceScreenSaysThereIsNoneYet() async throws {
        try await withDataDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
            let driver = TerminalDriver(
                container.makeTerminalApp(strings: Strings(.ko)), size: TerminalSize(width: 100, height: 30))
            defer { driver.quit() }
            await driver.shows("화면")
            driver.press(.character("t"))
            await driver.shows("이 화면을 만든 과정")
            #expect(driver.lines.contains { $0.contains("아직 기록된 불러오기가 없습니다.") })
        }
    }
}
