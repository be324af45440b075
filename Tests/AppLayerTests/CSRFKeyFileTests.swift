import Foundation
import TestSupport
import Testing

@testable import AppLayer

/// `csrf.key`: made once, private to its owner, read back on the next start.
struct CSRFKeyFileTests {
    @Test func theKeyIsMadeOnFirstStartPrivateAndKeptForTheNext() async throws {
        try await withTemporaryDirectory { directory in
            let file = CSRFKeyFile(directory: directory)
            let first = try file.key()
            let attributes = try FileManager.default.attributesOfItem(atPath: file.file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect(FileManager.default.contents(atPath: file.file.path) == Data(first.bytes))
            #expect(try file.key().bytes == first.bytes)
            #expect(try CSRFKeyFile(directory: directory).key().bytes == first.bytes)
        }
    }

    @Test func aFileThatIsNotAKeyIsReplaced() async throws {
        try await withTemporaryDirectory { directory in
            let file = CSRFKeyFile(directory: directory)
            try Data("short".utf8).write(to: file.file)
            let key = try file.key()
            #expect(key.bytes.count == 32)
            #expect(FileManager.default.contents(atPath: file.file.path) == Data(key.bytes))
        }
    }

    @Test func anUnwritableDirectoryGivesAKeyForThisRunOnly() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID())", isDirectory: true)
        #expect(throws: (any Error).self) { try CSRFKeyFile(directory: missing).key() }
        #expect(CSRFKeyFile(directory: missing).key(logger: Fixtures.quietLogger()).bytes.count == 32)
    }
}
