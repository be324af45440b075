import Foundation
import LiveWeb
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `csrf.key` in the data directory: the secret CSRF tokens are signed with (32 random bytes, mode 0600), made
/// on first start and read on every start after, so a form opened before a restart is still accepted after it.
struct CSRFKeyFile {
    static let fileName = "csrf.key"

    let file: URL

    init(directory: URL) {
        file = directory.appendingPathComponent(Self.fileName)
    }

    /// Why the file's key was not used and a new one was written in its place.
    enum Replacement: Equatable, Sendable, CustomStringConvertible {
        /// The file holds no byte.
        case empty
        /// The file holds this many bytes, not ``CSRFKey/byteCount``.
        case wrongLength(Int)
        /// The file could not be opened or read; the reason is the system's.
        case unreadable(String)
        /// Something other than a regular file is in its place (a link, a pipe, a socket).
        case notAFile
        /// Others may read the file (its mode), and its mode could not be made 0600.
        case notPrivate(mode: Int)

        var description: String {
            switch self {
            case .empty:
                "it was empty"
            case .wrongLength(let count) where count < CSRFKey.byteCount:
                "it was short (\(count) bytes, not \(CSRFKey.byteCount))"
            case .wrongLength(let count):
                "it was too long (at least \(count) bytes, not \(CSRFKey.byteCount))"
            case .unreadable(let reason):
                "it could not be read (\(reason))"
            case .notAFile:
                "it was not a regular file"
            case .notPrivate(let mode):
                "others could read it (mode \(Self.octal(mode))) and its mode could not be made 0600"
            }
        }

        static func octal(_ mode: Int) -> String {
            "0" + String(mode & 0o777, radix: 8)
        }
    }

    /// What the file holds.
    enum Contents {
        /// A key; `formerMode` is the mode it had when that let others read it (it is 0600 now).
        case key(CSRFKey, formerMode: Int?)
        case missing
        /// A directory, which a new key cannot be moved over.
        case directory
        case unusable(Replacement)
    }

    /// The key in the file, else a new one written there. A file others could read is made 0600 and used, with
    /// a warning; a file that holds no key is replaced, with a warning that says why. When the new key cannot be
    /// written, it is a key for this run only (logged: forms then ask for confirmation after a restart).
    /// - Throws: `DataDirectoryError` (`keyIsAFolder`) when a directory is in the file's place: tokens would die
    ///   at each restart, so Strata does not start until someone moves it.
    func key(logger: Logger) throws(DataDirectoryError) -> CSRFKey {
        switch contents() {
        case .key(let key, let formerMode):
            if let formerMode {
                logger.warning(
                    "The CSRF key file could be read by others; it is now readable by its owner only (0600)",
                    metadata: ["file": "\(file.path)", "formerMode": "\(Replacement.octal(formerMode))"])
            }
            return key
        case .missing:
            return written(logger: logger)
        case .directory:
            throw DataDirectoryError(
                cause: .keyIsAFolder, directory: file.deletingLastPathComponent(), file: file,
                detail: "\(file.path) is a directory")
        case .unusable(let replacement):
            logger.warning(
                "The CSRF key file held no usable key, so a new key replaces it (forms ask to be sent again)",
                metadata: ["file": "\(file.path)", "reason": "\(replacement)"])
            return written(logger: logger)
        }
    }

    /// What is in the file's place, read without following a link and without blocking on a pipe; a key file
    /// others may read is made 0600 on the way.
    func contents() -> Contents {
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let number = errno
            switch number {
            case ENOENT: return .missing
            case ELOOP: return .unusable(.notAFile)
            default: return .unusable(.unreadable(String(cString: strerror(number))))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .unusable(.unreadable(String(cString: strerror(errno))))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .directory
        default: return .unusable(.notAFile)
        }
        let mode = Int(status.st_mode & 0o777)
        var formerMode: Int?
        if mode & 0o077 != 0 {
            guard fchmod(descriptor, 0o600) == 0 else { return .unusable(.notPrivate(mode: mode)) }
            formerMode = mode
        }
        // One byte more than a key, to tell a long file from a key.
        var bytes = [UInt8](repeating: 0, count: CSRFKey.byteCount + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got == 0 { break }
            guard got > 0 else {
                if errno == EINTR { continue }
                return .unusable(.unreadable(String(cString: strerror(errno))))
            }
            count += got
        }
        if count == 0 { return .unusable(.empty) }
        guard count == CSRFKey.byteCount, let key = CSRFKey(bytes: Array(bytes.prefix(count))) else {
            return .unusable(.wrongLength(count))
        }
        return .key(key, formerMode: formerMode)
    }

    /// A new key, written to the file; a key for this run only when it cannot be written.
    private func written(logger: Logger) -> CSRFKey {
        let key = CSRFKey.random()
        do {
            try write(key)
        } catch {
            logger.warning(
                "Cannot keep the CSRF key in its file: forms opened before a restart will ask to be sent again",
                metadata: ["file": "\(file.path)", "error": "\(error)"])
        }
        return key
    }

    /// Writes `key` beside the file and moves it over the file, so a crash mid-write never leaves half a key; the
    /// temporary file is created 0600, so the key is never readable by others.
    private func write(_ key: CSRFKey) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(Self.fileName).\(UUID())")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: Data(key.bytes), attributes: [.posixPermissions: 0o600])
        else { throw CSRFKeyWriteError(file: temporary.path, reason: "the file could not be created") }
        guard rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CSRFKeyWriteError(file: file.path, reason: reason)
        }
    }
}

/// The new key could not be written to `file`.
private struct CSRFKeyWriteError: Error, CustomStringConvertible {
    var file: String
    var reason: String
    var description: String { "\(file): \(reason)" }
}
