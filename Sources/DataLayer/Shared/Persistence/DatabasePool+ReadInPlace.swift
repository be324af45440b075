import GRDB

extension DatabasePool {
    /// Runs `value` in a read-only transaction on the calling thread, rather than on a reader's dispatch queue as
    /// `await read(_:)` does.
    ///
    /// For the short indexed reads a page makes on every load (the bookmarked ids, the saved station). In WAL mode
    /// a read never waits for a writer, so the calling task is held only as long as SQLite reads; the hop to a
    /// reader's queue and back cost more than the read: about two thread switches and a quarter of the CPU
    /// time of a `/users` request (`scripts/page-cost /users`).
    func readInPlace<T>(_ value: (Database) throws -> T) throws -> T {
        try read(value)
    }
}
