import Foundation
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import AppLayer

/// `csrf.key`: made once, private to its owner, read back on the next start; a key others could read is made
/// private, one that is no key is replaced and said why, and a folder in its place stops the start with a
/// sentence that says what to do.
struct CSRFKeyFileTests {
    func mode(_ file: URL) throws -> Int {
        try #require(
            (FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    @Test func theKeyIsMadeOnFirstStartPrivateAndKeptForTheNext() async throws {
        try await withTemporaryDirectory { directory in
            let log = LogCapture()
            let file = CSRFKeyFile(directory: directory)
            let first = try file.key(logger: log.logger())
            #expect(try mode(file.file) == 0o600)
            #expect(FileManager.default.contents(atPath: file.file.path) == Data(first.bytes))
            #expect(try file.key(logger: log.logger()).bytes == first.bytes)
            #expect(try CSRFKeyFile(directory: directory).key(logger: log.logger()).bytes == first.bytes)
            #expect(log.messages == [])
        }
    }

    @Test(arguments: [0o644, 0o666, 0o640, 0o604])
    func aKeyOthersCouldReadIsKeptAndMadePrivateWithAWarning(looseMode: Int) async throws {
        try await withTemporaryDirectory { directory in
            let file = CSRFKeyFile(directory: directory)
            let key = Data((0..<32).map { UInt8($0) })
            try key.write(to: file.file)
            try FileManager.default.setAttributes([.posixPermissions: looseMode], ofItemAtPath: file.file.path)
            let log = LogCapture()

            let read = try file.key(logger: log.logger())

            #expect(read.bytes == Array(key))
            #expect(try mode(file.file) == 0o600)
            #expect(FileManager.default.contents(atPath: file.file.path) == key)
            #expect(
                log.messages == [
                    "warning The CSRF key file could be read by others; it is now readable by its owner only (0600) "
                        + "file=\(file.file.path) formerMode=0\(String(looseMode, radix: 8))"
                ])
        }
    }

    @Test(arguments: [
        (Data(), "it was empty"),
        (Data("short".utf8), "it was short (5 bytes, not 32)"),
        (Data(repeating: 7, count: 31), "it was short (31 bytes, not 32)"),
        (Data(repeating: 7, count: 4_096), "it was too long (at least 33 bytes, not 32)"),
    ])
    func aFileThatIsNotAKeyIsReplacedAndTheReasonLogged(contents: Data, reason: String) async throws {
        try await withTemporaryDirectory { directory in
            let file = CSRFKeyFile(directory: directory)
            try contents.write(to: file.file)
            let log = LogCapture()

            let key = try file.key(logger: log.logger())

            #expect(key.bytes.count == 32)
            #expect(FileManager.default.contents(atPath: file.file.path) == Data(key.bytes))
            #expect(try mode(file.file) == 0o600)
            #expect(log.messages == [Self.replaced(file.file, reason: reason)])
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableKeyIsReplacedAndTheReasonLogged() async throws {
        try await withTemporaryDirectory { directory in
            let file = CSRFKeyFile(directory: directory)
            try Data(repeating: 1, count: 32).write(to: file.file)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.file.path)
            let log = LogCapture()

            let key = try file.key(logger: log.logger())

            #expect(key.bytes != Array(repeating: 1, count: 32))
            #expect(FileManager.default.contents(atPath: file.file.path) == Data(key.bytes))
            #expect(log.messages == [Self.replaced(file.file, reason: "it could not be read (Permission denied)")])
        }
    }

    @Test func aLinkInTheKeysPlaceIsReplacedAndItsTargetLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("elsewhere")
            let theirs = Data(repeating: 9, count: 32)
            try theirs.write(to: target)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
            let file = CSRFKeyFile(directory: directory)
            try FileManager.default.createSymbolicLink(at: file.file, withDestinationURL: target)
            let log = LogCapture()

            let key = try file.key(logger: log.logger())

            #expect(key.bytes != Array(theirs))
            #expect(FileManager.default.contents(atPath: target.path) == theirs)
            #expect(try mode(target) == 0o644)
            let type = try FileManager.default.attributesOfItem(atPath: file.file.path)[.type] as? FileAttributeType
            #expect(type == .typeRegular)
            #expect(FileManager.default.contents(atPath: file.file.path) == Data(key.bytes))
            #expect(log.messages == [Self.replaced(file.file, reason: "it was not a regular file")])
        }
    }

    @Test func aFolderInTheKeysPlaceIsAStartupErrorThatSaysWhatToDo() async throws {
        try await withTemporaryDirectory { directory in
            let file = CSRFKeyFile(directory: directory)
            try FileManager.default.createDirectory(at: file.file, withIntermediateDirectories: false)
            let log = LogCapture()

            let error = #expect(throws: DataDirectoryError.self) { try file.key(logger: log.logger()) }

            #expect(error?.cause == .keyIsAFolder)
            #expect(
                error?.text(Strings(.en))
                    == "A folder is where Strata keeps the key that signs its forms, \(file.file.path). Move the folder "
                    + "out of the data directory (Strata makes a new key on its next start), or choose another "
                    + "directory with --data-dir.")
            #expect(
                error?.text(Strings(.ko))
                    == "Strata가 양식 서명 키를 두는 자리(\(file.file.path))에 폴더가 있어요. 그 폴더를 데이터 폴더 밖으로 "
                    + "옮기거나(다음 시작 때 새 키를 만들어요) --data-dir로 다른 폴더를 골라 주세요.")
            #expect(error?.description.contains("512") == false)
            #expect(log.messages == [])
            var isFolder: ObjCBool = false
            #expect(
                FileManager.default.fileExists(atPath: file.file.path, isDirectory: &isFolder) && isFolder.boolValue)
        }
    }

    @Test func aFolderInTheKeysPlaceStopsTheWebAppFromStarting() async throws {
        try await withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(CSRFKeyFile.fileName), withIntermediateDirectories: false)
            let configuration = try AppConfiguration.resolve(port: 0, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
            let error = #expect(throws: DataDirectoryError.self) { try container.makeWebServer() }
            #expect(error?.cause == .keyIsAFolder)
        }
    }

    @Test func anUnwritableDirectoryGivesAKeyForThisRunOnly() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID())", isDirectory: true)
        let log = LogCapture()
        #expect(try CSRFKeyFile(directory: missing).key(logger: log.logger()).bytes.count == 32)
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasPrefix("warning Cannot keep the CSRF key in its file") == true)
    }

    static func replaced(_ file: URL, reason: String) -> String {
        "warning The CSRF key file held no usable key, so a new key replaces it (forms ask to be sent again) "
            + "file=\(file.path) reason=\(reason)"
    }
}
