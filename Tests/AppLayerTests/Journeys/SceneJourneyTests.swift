import Foundation
import StagingAPI
import TerminalKit
import TestSupport
import Testing

@testable import AppLayer

/// Each scene's main journeys (``SceneJourney/all``), walked through the web ring over real HTTP and through the
/// terminal ring at the keyboard, each on the whole app as `strata` and `strata tui` wire it, in a new data
/// directory: the two rings behave alike on the same view models.
@Suite(.timeLimit(.minutes(1))) struct SceneJourneyTests {
    @Test(arguments: SceneJourney.all)
    func theWebRingWalksTheJourney(_ journey: SceneJourney) async throws {
        try await withSetting(for: journey) { setting, api in
            try await StrataAppTests().withRunningApp(
                phase: setting.phase, environment: setting.environment, dataDirectory: setting.directory
            ) { url in
                try await walkTheWebRing(journey, url: url, api: api)
            }
        }
    }

    @Test(arguments: SceneJourney.all)
    func theTerminalRingWalksTheJourney(_ journey: SceneJourney) async throws {
        try await withSetting(for: journey) { setting, api in
            try await walkTheTerminalRing(journey, setting: setting, api: api)
        }
    }

    @MainActor
    private func walkTheWebRing(_ journey: SceneJourney, url: URL, api: RunningStagingAPI?) async throws {
        let web = WebRingDriver(url: url, api: api)
        try await web.start(at: journey.start)
        try await walk(journey, with: web)
    }

    /// The terminal app as `strata tui --open` wires it, 120 × 40.
    @MainActor
    private func walkTheTerminalRing(_ journey: SceneJourney, setting: Setting, api: RunningStagingAPI?) async throws {
        let configuration = try AppConfiguration.resolve(
            phase: setting.phase, port: 0, dataDirectory: setting.directory.path, environment: setting.environment)
        let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
        let start = try #require(TerminalAddress(journey.start))
        let driver = TerminalDriver(
            container.makeTerminalApp(strings: .en, opening: start), size: TerminalSize(width: 120, height: 40))
        defer { driver.quit() }
        try await walk(journey, with: TerminalRingDriver(driver, api: api))
    }

    @MainActor
    private func walk(_ journey: SceneJourney, with ring: some RingDriver) async throws {
        for step in journey.steps {
            if let action = step.action { try await ring.perform(action) }
            try await ring.expect(step)
        }
    }

    /// Where a journey runs: its phase and environment, a new data directory, and the staging API a journey
    /// against an upstream points the real phase at.
    private struct Setting: Sendable {
        var phase: Phase
        var environment: [String: String]
        var directory: URL
    }

    private func withSetting(
        for journey: SceneJourney, _ body: (Setting, RunningStagingAPI?) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            guard journey.upstream else {
                try await body(Setting(phase: .dev, environment: [:], directory: directory), nil)
                return
            }
            try await withStagingAPI { api in
                let environment = [
                    "TMDB_BASE_URL": api.baseURL.absoluteString, "TMDB_IMAGE_BASE_URL": api.baseURL.absoluteString,
                    "TMDB_API_KEY": "k",
                ]
                try await body(Setting(phase: .real, environment: environment, directory: directory), api)
            }
        }
    }
}
