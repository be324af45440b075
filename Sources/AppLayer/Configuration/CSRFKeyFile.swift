import Foundation
import Logging
import WebUI

/// `csrf.key` in the data directory: the secret CSRF tokens are signed with (32 random bytes, mode 0600), made
/// on first start and read on every start after, so a form opened before a restart is still accepted after it.
struct CSRFKeyFile {
    static let fileName = "csrf.key"

    let file: URL

    init(directory: URL) {
        file = directory.appendingPathComponent(Self.fileName)
    }

    /// The key in the file, or a new one written there when the file is missing or not a key.
    func key() throws -> CSRFKey {
        if let data = FileManager.default.contents(atPath: file.path), let key = CSRFKey(bytes: Array(data)) {
            return key
        }
        let key = CSRFKey.random()
        // NB: written beside the file and moved over it, so a crash mid-write never leaves half a key; the
        // temporary file is created 0600, so the key is never readable by others.
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(Self.fileName).\(UUID())")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: Data(key.bytes), attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path]) }
        guard rename(temporary.path, file.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        return key
    }

    /// The key in the file; when it cannot be read or written, a key for this run only (logged: forms then
    /// ask for confirmation after a restart).
    func key(logger: Logger) -> CSRFKey {
        do {
            return try key()
        } catch {
            logger.warning("Cannot keep the CSRF key in \(file.path): \(error)")
            return .random()
        }
    }
}
