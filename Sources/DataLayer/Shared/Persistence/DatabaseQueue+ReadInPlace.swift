import GRDB

extension DatabaseQueue {
    /// Runs `statement`, one SQL statement, on the calling thread, rather than on a reader's dispatch queue as
    /// `await read(_:)` does, and in SQLite's own transaction for the statement rather than GRDB's `BEGIN` and
    /// `COMMIT` around it (one statement reads one snapshot of the database).
    ///
    /// For the short indexed reads a page makes on every load (the bookmarked ids, the saved station, a cached
    /// response), on `SQLiteDatabase.pageReader`. In WAL mode a read never waits for a writer, so the calling
    /// task is held only as long as SQLite reads; the hop to a reader's queue and back cost more than the read:
    /// thread switches and CPU time on every `/users` request (`scripts/page-cost /users`). Without GRDB's
    /// transaction a read is quicker still.
    func readInPlace<T>(_ statement: (Database) throws -> T) throws -> T {
        try unsafeRead(statement)
    }
}
