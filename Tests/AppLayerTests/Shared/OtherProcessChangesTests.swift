import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import AppLayer

/// The relay of another process's commits listens only while a screen does, so an app with none open does not
/// poll. Its watcher looks as often as it can (`YieldingClock`).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct OtherProcessChangesTests {
    final class Screen {}

    @Test func itListensFromTheFirstSubscriberUntilALookFindsNoneAndAgainForTheNext() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-tests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = try AppConfiguration.resolve(
            phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
        let app = try AppDIContainer(
            configuration: configuration, logger: Fixtures.quietLogger(), commitsClock: YieldingClock())
        let relay = OtherProcessChanges<String>(commits: app.userDataCommits) { "중구" }
        let changes = relay.makeChanges()
        #expect(!relay.isListening)

        do {
            let screen = Screen()
            changes.subscribe(screen) { _, _ in }
            #expect(relay.isListening)
        }
        await relay.listeningEnded()
        #expect(!relay.isListening)

        let screen = Screen()
        changes.subscribe(screen) { _, _ in }
        #expect(relay.isListening)
        withExtendedLifetime(screen) {}
    }
}
