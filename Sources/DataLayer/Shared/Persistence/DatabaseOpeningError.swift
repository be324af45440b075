import Foundation
import GRDB

/// A database file could not be opened: why, for the message the app words, and the underlying error, for
/// developers (`description`).
public struct DatabaseOpeningError: Error, CustomStringConvertible, Sendable {
    /// What kept the file from opening, as far as the person who runs the app can act on it.
    public enum Cause: Sendable, Equatable {
        /// The folder cannot be created, or the file cannot be created or written (permissions, a read-only
        /// disk, a file where the folder should be).
        case unwritable
        /// The disk is full.
        case full
        /// The file is corrupt and could not be set aside.
        case damaged
        /// Something other than a file (a folder, a link) is in the file's place and could not be set aside.
        case notAFile
        /// Anything else; `reason` says what.
        case other
    }

    public var file: URL
    public var cause: Cause
    /// The underlying error.
    public var reason: String
    public var description: String { "Cannot open the database \(file.path): \(reason)" }

    public init(file: URL, cause: Cause, reason: String) {
        self.file = file
        self.cause = cause
        self.reason = reason
    }

    /// The cause of a failure to create the file's folder.
    static func cause(ofCreatingDirectory error: any Error) -> Cause {
        if let error = error as? CocoaError, error.code == .fileWriteOutOfSpace {
            return .full
        }
        if (error as NSError).domain == NSPOSIXErrorDomain, (error as NSError).code == Int(ENOSPC) {
            return .full
        }
        return .unwritable
    }

    /// The cause of a failure to open, check or migrate the file.
    static func cause(ofOpening error: any Error) -> Cause {
        guard let error = error as? DatabaseError else { return .other }
        switch error.resultCode {
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: return .unwritable
        case .SQLITE_FULL: return .full
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .damaged
        default: return .other
        }
    }
}
