import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The database file's place on disk: its companions, what is found there, and moving it aside.
extension SQLiteDatabase {
    /// The endings of the files SQLite keeps beside a database: its own, the WAL and its index, and the rollback
    /// journal (written before a new file is in WAL mode).
    static let companionSuffixes = ["", "-wal", "-shm", "-journal"]

    /// Moves `file` and its companions aside when something other than a file is in the place of one of them
    /// (looked at without following a link: SQLite would open a link's target, and create a companion through
    /// it); nil when all are files or absent.
    static func setAsideWhatIsNotAFile(_ file: URL, now: Date) throws -> DatabaseRecovery? {
        let found = companionSuffixes.lazy.compactMap { suffix -> (NotAFile, String)? in
            let path = file.path + suffix
            // Named as a file whatever is there, so the recovery compares by name.
            return notAFile(at: path).map {
                (NotAFile(kind: $0, path: URL(fileURLWithPath: path, isDirectory: false)), suffix)
            }
        }
        guard let (occupant, suffix) = found.first else { return nil }
        do {
            let destination = try moveAside(file, now: now)
            return .setAside(
                file: file, found: occupant, to: URL(fileURLWithPath: destination.path + suffix, isDirectory: false))
        } catch {
            throw DatabaseOpeningError(
                file: file, cause: .notAFile,
                reason: "\(occupant.kind) at \(occupant.path.path) could not be set aside (\(error))")
        }
    }

    /// What is at `path` when it is there but is no regular file, without following a symbolic link; nil for a
    /// regular file or nothing.
    static func notAFile(at path: String) -> NotAFile.Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether anything is at `path`, a link that points nowhere included.
    static func isTaken(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Renames `file` and its companions to `file.corrupt-<stamp>` (`-wal`, `-shm`, `-journal`), whatever each
    /// is: a link is renamed itself, never what it points to. Returns the new name of `file`.
    static func moveAside(_ file: URL, now: Date) throws -> URL {
        let destination = uniqueDestination(for: file, stamp: timestamp(now))
        for suffix in companionSuffixes where isTaken(file.path + suffix) {
            guard rename(file.path + suffix, destination.path + suffix) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown,
                    userInfo: [
                        NSFilePathErrorKey: file.path + suffix,
                        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno)),
                    ])
            }
        }
        return destination
    }

    /// What to do about a corrupt `file`: a cache is deleted (a link in its place was already set aside, so what
    /// is deleted is the cache's own), user data moved aside.
    static func recover(_ file: URL, contents: DatabaseContents, now: Date) throws -> DatabaseRecovery {
        do {
            switch contents {
            case .cache:
                for suffix in companionSuffixes where isTaken(file.path + suffix) {
                    try FileManager.default.removeItem(atPath: file.path + suffix)
                }
                return .rebuiltCache(file: file)
            case .userData:
                return .movedAside(file: file, to: try moveAside(file, now: now))
            }
        } catch {
            throw DatabaseOpeningError(
                file: file, cause: .damaged, reason: "the file is corrupt and could not be set aside (\(error))")
        }
    }

    /// `file.corrupt-<stamp>`, or `…-2`, `…-3` when an earlier corruption in the same second took the name.
    private static func uniqueDestination(for file: URL, stamp: String) -> URL {
        let base = file.path + ".corrupt-" + stamp
        var candidate = base
        var number = 1
        while companionSuffixes.contains(where: { isTaken(candidate + $0) }) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return URL(fileURLWithPath: candidate, isDirectory: false)
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = .utc
        formatter.timeZone = Calendar.utc.timeZone
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
