import Foundation
import StagingAPI
import TerminalKit
import TestSupport
import Testing

@testable import AppLayer

/// Each scene's main journeys (``SceneJourney/all``), walked through the web ring over real HTTP and through the
/// terminal ring at the keyboard, each on the whole app as `strata` and `strata tui` wire it, in a new data
/// directory: the two rings behave alike on the same view models.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SceneJourneyTests {
    @Test(arguments: SceneJourney.all)
    func theWebRingWalksTheJourney(_ journey: SceneJourney) async throws {
        try await withSetting(for: journey) { setting, api in
            try await StrataAppTests().withRunningApp(
                phase: setting.phase, environment: setting.environment, dataDirectory: setting.directory
            ) { url in
                try await walkTheWebRing(journey, url: url, upstream: api)
            }
        }
    }

    @Test(arguments: SceneJourney.all)
    func theTerminalRingWalksTheJourney(_ journey: SceneJourney) async throws {
        try await withSetting(for: journey) { setting, api in
            try await walkTheTerminalRing(journey, setting: setting, upstream: api)
        }
    }

    @MainActor
    private func walkTheWebRing(_ journey: SceneJourney, url: URL, upstream: RunningStagingAPI?) async throws {
        try await walk(journey, with: WebRingDriver(url: url), upstream: upstream)
    }

    @MainActor
    private func walkTheTerminalRing(
        _ journey: SceneJourney, setting: Setting, upstream: RunningStagingAPI?
    ) async throws {
        let configuration = try AppConfiguration.resolve(
            phase: setting.phase, port: 0, dataDirectory: setting.directory.path, environment: setting.environment)
        let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
        let terminal = TerminalRingDriver(container: container)
        defer { terminal.quit() }
        try await walk(journey, with: terminal, upstream: upstream)
    }

    /// Each step's action (the journey's start where it has none, the faults set on `upstream` for an
    /// `upstream` step), then what it shows.
    @MainActor
    private func walk(
        _ journey: SceneJourney, with ring: some RingDriver, upstream: RunningStagingAPI?
    ) async throws {
        for step in journey.steps {
            switch step.action {
            case nil:
                try await ring.open(journey.start)
            case .upstream(let fault, let path)?:
                let api = try #require(upstream, "this journey runs on bundled data")
                if let fault {
                    try await api.setStickyFault(fault, forPathsStartingWith: path)
                } else {
                    try await api.clearStickyFaults()
                }
            case let action?:
                try await ring.perform(action)
            }
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
                let base = api.baseURL.absoluteString
                let environment = [
                    "TMDB_BASE_URL": base, "TMDB_IMAGE_BASE_URL": base, "TMDB_API_KEY": "k", "POKEAPI_BASE_URL": base,
                    "POKEAPI_SPRITES_BASE_URL": base, "GITHUB_BASE_URL": base, "GITHUB_AVATARS_BASE_URL": base,
                    "AIRKOREA_BASE_URL": base, "AIRKOREA_SERVICE_KEY": "k", "GROUPS_BASE_URL": base,
                ]
                try await body(Setting(phase: .real, environment: environment, directory: directory), api)
            }
        }
    }
}
