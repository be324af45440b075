import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@testable import AppLayer

/// Two apps composed apart on one data directory, as two `strata` processes are: what one saves shows in the
/// other's open screens without a reload. The first app looks for commits as often as it can (`YieldingClock`),
/// and the test awaits the change its screens receive.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct UsersOtherProcessTests {
    /// Receives what a broadcaster sends, after the screens subscribed before it.
    @MainActor
    final class Listener<Change: Sendable> {
        let changes: AsyncStream<Change>
        private let continuation: AsyncStream<Change>.Continuation

        init(_ broadcaster: UserDataChanges<Change>) {
            (changes, continuation) = AsyncStream.makeStream(of: Change.self)
            broadcaster.subscribe(self) { listener, change in listener.continuation.yield(change) }
        }
    }

    /// A fresh data directory, removed when `body` returns.
    func withDataDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    /// An app on `directory`, in dev.
    func app(in directory: URL, clock: any Clock<Duration> = ContinuousClock()) throws -> AppDIContainer {
        let configuration = try AppConfiguration.resolve(
            phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
        return try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger(), commitsClock: clock)
    }

    @Test func aBookmarkSetByAnotherAppShowsInTheOpenListsAndProfile() async throws {
        try await withDataDirectory { directory in
            let dependencies = UsersSceneDIContainer(app: try app(in: directory, clock: YieldingClock()))
                .makeSceneDependencies()
            let flow = UsersFlowCoordinator(dependencies: dependencies)
            flow.open(.bookmarks(page: 1))
            flow.open(.home(pages: 1))
            await flow.settled()
            let rows = flow.home.state.rows
            let row = try #require(rows.first)
            let user = GitHubUser(
                id: row.id, login: row.login, avatarURL: row.avatarURL,
                type: GitHubUser.AccountType(gitHubType: row.type.rawValue), isSiteAdmin: row.isSiteAdmin,
                htmlURL: row.pageURL)
            flow.open(.details(login: user.login))
            await flow.settled()
            let listener = Listener(dependencies.bookmarkChanges)
            var received = listener.changes.makeAsyncIterator()

            let other = UsersSceneDIContainer(app: try app(in: directory)).makeSceneDependencies()
            #expect(try await other.setBookmark.execute(true, for: user) == .added)

            #expect(await received.next() == .changedElsewhere(bookmarkedIDs: [user.id]))
            await flow.settled()
            #expect(flow.home.state.rows == rows.map { $0.starred($0.id == user.id) })
            #expect(flow.bookmarks.state.rows == [row.starred(true)])
            #expect(flow.bookmarks.state.status == .loaded)
            #expect(flow.details?.starredRows == [row.starred(true)])

            // Cleared there, it goes here too.
            #expect(try await other.setBookmark.execute(false, for: user) == .removed)
            #expect(await received.next() == .changedElsewhere(bookmarkedIDs: []))
            await flow.settled()
            #expect(flow.home.state.rows == rows)
            #expect(flow.bookmarks.state.rows == [])
            #expect(flow.details?.starredRows == [row.starred(false)])
        }
    }

    @Test func aStationChosenByAnotherAppIsSentToTheScenesShowingTheSavedOne() async throws {
        try await withDataDirectory { directory in
            let worker = AirQualitySceneDIContainer(app: try app(in: directory, clock: YieldingClock())).makeWorker()
            let listener = Listener(worker.savedStationChanges)
            var received = listener.changes.makeAsyncIterator()

            try await AirQualitySceneDIContainer(app: try app(in: directory)).makeWorker().save(stationName: "중구")

            #expect(await received.next() == "중구")
        }
    }
}
