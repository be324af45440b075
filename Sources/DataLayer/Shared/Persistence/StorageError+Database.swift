import DomainLayer
import Foundation
import GRDB

extension StorageError {
    /// What a failed write means for the user: a full disk, a directory that cannot be written, a database
    /// another process holds, or another failure. Nil for a cancellation (a superseded save), which is no failure.
    static func of(_ error: any Error) -> StorageError? {
        if error is CancellationError { return nil }
        if let error = error as? StorageError { return error }
        guard let error = error as? DatabaseError else { return .failed(details: "\(error)") }
        switch error.resultCode {
        case .SQLITE_INTERRUPT: return nil
        case .SQLITE_FULL: return .full
        // The primary code, so the extended ones (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_LOCKED_SHAREDCACHE`…) count too.
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy
        case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: return .notWritable
        default: return .failed(details: "\(error)")
        }
    }
}
