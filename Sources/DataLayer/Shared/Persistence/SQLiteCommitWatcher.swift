import Foundation
import GRDB
import Logging

/// Notices commits that another process (or another `SQLiteDatabase` on the same file) made to a database
/// file, so what one `strata` process saves shows in another's open screens without a reload.
///
/// It asks SQLite's `PRAGMA data_version`, whose value on one connection changes when any other connection
/// commits, on the database's own writing connection: this process's commits all go through that connection,
/// and its screens are told of them already, so they are not reported again; reads change nothing. SQLite has
/// no notification across processes, so the watcher looks when the kernel reports a write to the database's
/// files (``watchingFileWrites(of:logger:)``: an idle app does not wake), or else at intervals; either runs only
/// while a stream is iterated.
public struct SQLiteCommitWatcher: Sendable {
    /// How long the watcher waits between two looks by default when it looks at intervals: a change made in
    /// another process shows within about a second, while a look (one pragma on an open connection) twice a
    /// second costs next to nothing.
    public static let defaultInterval = Duration.milliseconds(500)

    private let writer: DatabasePool
    private let file: URL
    private let interval: Duration
    private let clock: any Clock<Duration>
    private let looksOnFileWrites: Bool
    private let logger: Logger

    /// A watcher of `database`'s file that looks every `interval` on `clock`.
    public init(
        database: SQLiteDatabase, interval: Duration = defaultInterval, clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "strata.database.commits")
    ) {
        self.init(database: database, interval: interval, clock: clock, looksOnFileWrites: false, logger: logger)
    }

    private init(
        database: SQLiteDatabase, interval: Duration, clock: any Clock<Duration>, looksOnFileWrites: Bool,
        logger: Logger
    ) {
        writer = database.writer
        file = database.file
        self.interval = interval
        self.clock = clock
        self.looksOnFileWrites = looksOnFileWrites
        self.logger = logger
    }

    /// A watcher of `database`'s file that looks each time the kernel reports a write to its files, so it does not
    /// wake while nothing is written; where the kernel cannot report them, it looks every ``defaultInterval``.
    public static func watchingFileWrites(
        of database: SQLiteDatabase, logger: Logger = Logger(label: "strata.database.commits")
    ) -> SQLiteCommitWatcher {
        SQLiteCommitWatcher(
            database: database, interval: defaultInterval, clock: ContinuousClock(), looksOnFileWrites: true,
            logger: logger)
    }

    /// One element for each look that found commits made elsewhere since the look before (several commits
    /// between two looks are one element), the first look being now. The watcher looks while the stream is
    /// iterated and `isListening`, asked before each look, answers true; after that the stream ends (a watcher
    /// of file writes asks at the next write). A file that cannot be read (corrupt, or gone) reports nothing.
    public func commits(while isListening: @escaping @Sendable () async -> Bool = { true }) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        // Both before returning, the writes watched first: a commit made once the stream exists is one the next
        // look finds, and a write the kernel reports.
        let writes = looksOnFileWrites ? DatabaseFileWrites.stream(for: file) : nil
        let first = note(Result { try writer.writeWithoutTransaction(Self.dataVersion) }, failedBefore: false)
        let task = Task { [self] in
            var last = first
            var failing = first == nil
            var written = writes?.makeAsyncIterator()
            while !Task.isCancelled {
                if written != nil {
                    guard await written?.next() != nil else { break }
                } else {
                    do {
                        try await clock.sleep(for: interval)
                    } catch {
                        break
                    }
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
