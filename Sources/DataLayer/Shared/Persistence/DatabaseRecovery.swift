import Foundation

/// What opening a database had to do about a file it could not use; the app reports it.
public enum DatabaseRecovery: Sendable, Equatable, CustomStringConvertible {
    /// The cache file was corrupt: it was deleted and a new one started.
    case rebuiltCache(file: URL)
    /// The file was corrupt: it was moved to `to` (its `-wal` and `-shm` beside it), never deleted, and a new one
    /// started.
    case movedAside(file: URL, to: URL)
    /// Something other than a file was where the file or one of its companions should be (`found`): it was moved
    /// to `to` untouched (a link is moved, never followed), the file and its companions with it, and a new file
    /// started.
    case setAside(file: URL, found: NotAFile, to: URL)

    public var description: String {
        switch self {
        case .rebuiltCache(let file):
            "The cache \(file.lastPathComponent) was corrupt and has been rebuilt."
        case .movedAside(let file, let destination):
            "The database \(file.lastPathComponent) was corrupt. It was moved to \(destination.path) "
                + "so nothing is lost, and a new one was started."
        case .setAside(_, let found, let destination):
            "\(found.kind.noun.capitalizedFirst) was where the database file \(found.path.path) should be. It was "
                + "moved to \(destination.path) untouched\(found.kind == .symbolicLink ? " (what it points to too)" : ""), "
                + "and a new file was started."
        }
    }
}

/// Something other than a regular file where a database file (or its `-wal`, `-shm`, `-journal`) should be.
public struct NotAFile: Sendable, Equatable {
    /// What it is.
    public enum Kind: Sendable, Equatable {
        case directory
        /// A symbolic link, whatever it points to (or if it points nowhere): a database is never opened through
        /// one, so that no other file gets Strata's tables.
        case symbolicLink
        /// A socket, a pipe or a device.
        case other

        var noun: String {
            switch self {
            case .directory: "a folder"
            case .symbolicLink: "a link"
            case .other: "something other than a file"
            }
        }
    }

    public var kind: Kind
    /// Where it was: the database file's path or one of its companions'.
    public var path: URL

    public init(kind: Kind, path: URL) {
        self.kind = kind
        self.path = path
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
