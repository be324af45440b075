import Foundation
import GRDB
import Logging

/// Notices commits that another process (or another `SQLiteDatabase` on the same file) made to a database
/// file, so what one `strata` process saves shows in another's open screens without a reload.
///
/// It asks SQLite's `PRAGMA data_version`, whose value on one connection changes when any other connection
/// commits, on the database's own writing connection: this process's commits all go through that connection,
/// and its screens are told of them already, so they are not reported again; reads change nothing. SQLite has
/// no notification across processes, hence a poll, and it runs only while a stream is iterated.
public struct SQLiteCommitWatcher: Sendable {
    /// How long the watcher waits between two looks by default: a change made in another process shows within
    /// about a second, while a look (one pragma on an open connection) twice a second costs next to nothing.
    public static let defaultInterval = Duration.milliseconds(500)

    private let writer: DatabasePool
    private let interval: Duration
    private let clock: any Clock<Duration>
    private let logger: Logger

    /// A watcher of `database`'s file that looks every `interval` on `clock`.
    public init(
        database: SQLiteDatabase, interval: Duration = defaultInterval, clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "strata.database.commits")
    ) {
        writer = database.writer
        self.interval = interval
        self.clock = clock
        self.logger = logger
    }

    /// One element for each look that found commits made elsewhere since the look before (several commits
    /// between two looks are one element), the first look being now. The watcher looks while the stream is
    /// iterated and `isListening`, asked before each look, answers true; after that the stream ends. A file
    /// that cannot be read (corrupt, or gone) reports nothing.
    public func commits(while isListening: @escaping @Sendable () async -> Bool = { true }) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        // Read before returning, so a commit made once the stream exists is one the next look finds.
        let first = note(Result { try writer.writeWithoutTransaction(Self.dataVersion) }, failedBefore: false)
        let task = Task { [self] in
            var last = first
            var failing = first == nil
            while !Task.isCancelled {
                do {
                    try await clock.sleep(for: interval)
                } catch {
                    break
                }
                guard await isListening() else { break }
                let read: Result<Int, any Error>
                do {
                    read = .success(try await writer.writeWithoutTransaction(Self.dataVersion))
                } catch {
                    read = .failure(error)
                }
                guard let version = note(read, failedBefore: failing) else {
                    failing = true
                    continue
                }
                failing = false
                if let before = last, version != before {
                    continuation.yield()
                }
                last = version
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The connection's `data_version`.
    private static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }

    /// The version `read`, or nil when it failed, which is logged once until a read succeeds again (a file
    /// that stays unreadable would otherwise log twice a second).
    private func note(_ read: Result<Int, any Error>, failedBefore: Bool) -> Int? {
        switch read {
        case .success(let version):
            return version
        case .failure(let error):
            if !failedBefore, !(error is CancellationError) {
                logger.warning("Changes made by other processes cannot be seen", metadata: ["error": "\(error)"])
            }
            return nil
        }
    }
}
