import Foundation
import GRDB
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells whether a database file may have changed: a number that moves with every commit this process makes
/// through the file's writer (counted as SQLite reports it), and with every write any process makes to the file or
/// its WAL (the files' size and modification time, read with `stat`, which needs no trip to SQLite).
///
/// The web ring serves a page again while its app's number has not moved since the page was rendered.
final class DatabaseChanges: TransactionObserver, Sendable {
    private let commits = Atomic<Int>(0)
    private let paths: [String]

    init(file: URL) {
        paths = [file.path, file.path + "-wal"]
    }

    /// The number now.
    var stamp: Int {
        var hasher = Hasher()
        hasher.combine(commits.load(ordering: .relaxed))
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                hasher.combine(-1)
                continue
            }
            hasher.combine(status.st_ino)
            hasher.combine(status.st_size)
            hasher.combine(status.st_mtim.tv_sec)
            hasher.combine(status.st_mtim.tv_nsec)
        }
        return hasher.finalize()
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) {
        commits.add(1, ordering: .relaxed)
    }
    func databaseDidRollback(_ db: Database) {}
}
