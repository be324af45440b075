import Foundation
import Logging
import NIOCore
import PresentationLayer
import SampleData
import TestSupport
import Testing

@testable import AppLayer

/// What `strata` says when it cannot start, started as `strata` starts it, in the shell's language: each
/// sentence says what to do, and the underlying error goes to the log at debug level only.
@Suite struct StartupMessagesTests {
    static let english = ["LANG": "en_US.UTF-8"]
    static let korean = ["LANG": "ko_KR.UTF-8"]

    /// The error `StrataApp.run` throws for `configuration` (nil when it started, which is a failure here).
    func startupError(_ configuration: AppConfiguration) async -> (any Error)? {
        do {
            try await StrataApp(
                configuration: configuration, logger: Fixtures.quietLogger(),
                shutdownBounds: (.seconds(60), .seconds(60))
            ).run { _ in
                Issue.record("the app started")
            }
            return nil
        } catch {
            return error
        }
    }

    /// The sentence `strata` prints for `error` in `environment`'s language, and what it logged.
    func report(_ error: (any Error)?, environment: [String: String]) throws -> (message: String, log: [String]) {
        let error = try #require(error)
        let log = LogCapture()
        let message = try #require(CLIMessages(environment: environment).failure(error, logger: log.logger()))
        return (message, log.messages)
    }

    func configuration(dataDirectory: URL, host: String = "127.0.0.1", port: Int = 0) throws -> AppConfiguration {
        try AppConfiguration.resolve(host: host, port: port, dataDirectory: dataDirectory.path, environment: [:])
    }

    // MARK: - The data directory

    @Test(.enabled(if: SmallFileSystem.canMount, "needs root to mount a tmpfs"))
    func aDataDirectoryWhereSQLiteCannotCreateItsFileSaysToChooseAnotherOrFixPermissions() async throws {
        // A read-only disk: SQLite cannot create its file there (error 14), even as root.
        try await SmallFileSystem.withReadOnly { directory in
            let error = await startupError(try configuration(dataDirectory: directory))

            let english = try report(error, environment: Self.english)
            #expect(
                english.message
                    == "Strata can't write to its data directory \(directory.path). Choose another with --data-dir, "
                    + "or fix the folder's permissions.")
            #expect(english.log.count == 1)
            #expect(english.log.first?.hasPrefix("debug Strata could not start error=Cannot open the database") == true)
            #expect(english.log.first?.contains("SQLite error 14") == true)
            #expect(!english.message.contains("SQLite"))

            let korean = try report(error, environment: Self.korean)
            #expect(
                korean.message
                    == "Strata가 데이터 폴더(\(directory.path))에 쓸 수 없어요. --data-dir로 다른 폴더를 고르거나 폴더 권한을 고쳐 주세요.")
        }
    }

    @Test func aDataDirectoryUnderAFileSaysToChooseAnother() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("file")
            try Data().write(to: file)
            let dataDirectory = file.appendingPathComponent("strata")
            let error = await startupError(try configuration(dataDirectory: dataDirectory))

            let english = try report(error, environment: Self.english)
            #expect(
                english.message
                    == "Strata can't write to its data directory \(dataDirectory.path). Choose another with "
                    + "--data-dir, or fix the folder's permissions.")
            #expect(!english.message.contains("NSCocoaErrorDomain"))
            #expect(english.log.first?.contains("NSCocoaErrorDomain") == true)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root writes into any folder"))
    func aReadOnlyDataDirectorySaysToChooseAnotherOrFixPermissions() async throws {
        try await withTemporaryDirectory { directory in
            let readOnly = directory.appendingPathComponent("read-only")
            try FileManager.default.createDirectory(
                at: readOnly, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o500])
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: readOnly.path) }
            let error = await startupError(try configuration(dataDirectory: readOnly))
            #expect((error as? DataDirectoryError)?.cause == .unwritable)
            #expect(
                try report(error, environment: Self.english).message.hasPrefix(
                    "Strata can't write to its data directory"))
        }
    }

    @Test func aDataDirectoryThatIsAFileSaysSo() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("file")
            try Data().write(to: file)
            let error = await startupError(try configuration(dataDirectory: file))

            #expect(
                try report(error, environment: Self.english).message
                    == "Strata's data directory \(file.path) is a file, not a folder. Choose another with --data-dir.")
            #expect(
                try report(error, environment: Self.korean).message
                    == "Strata의 데이터 폴더로 지정한 경로(\(file.path))는 폴더가 아니라 파일이에요. --data-dir로 다른 폴더를 골라 주세요.")
        }
    }

    @Test func theOtherDatabaseFailuresSayWhatToDo() {
        let directory = URL(fileURLWithPath: "/data/strata", isDirectory: true)
        let file = directory.appendingPathComponent("strata.sqlite")
        let strings = Strings(.en)
        #expect(
            DataDirectoryError(cause: .full, directory: directory, file: file).text(strings)
                == "The disk holding Strata's data directory /data/strata is full. Free some space, or choose another "
                + "directory with --data-dir.")
        #expect(
            DataDirectoryError(cause: .damaged, directory: directory, file: file).text(strings)
                == "Strata's database /data/strata/strata.sqlite is damaged and couldn't be moved aside. Move it out "
                + "of the folder yourself, or choose another directory with --data-dir.")
        #expect(
            DataDirectoryError(cause: .notAFile, directory: directory, file: file).text(strings)
                == "Something other than a file (a folder or a link) is where Strata's database "
                + "/data/strata/strata.sqlite should be, and it couldn't be moved aside. Move it out of the folder "
                + "yourself, or choose another directory with --data-dir.")
        #expect(
            DataDirectoryError(cause: .unusable, directory: directory, file: file).text(strings)
                == "Strata can't open its database /data/strata/strata.sqlite. Choose another directory with "
                + "--data-dir, or run it again with --log-level debug to see why.")
    }

    // MARK: - The address

    @Test func aHostWithNoAddressSaysToUseAnAddressOfThisMachine() async throws {
        try await withTemporaryDirectory { directory in
            let error = await startupError(try configuration(dataDirectory: directory, host: "no-such-host.invalid"))

            let english = try report(error, environment: Self.english)
            #expect(
                english.message
                    == "Strata can't listen on host “no-such-host.invalid”: no address goes by that name. Use --host "
                    + "with an address of this machine, such as 127.0.0.1.")
            #expect(!english.message.contains("UnknownHost"))
            #expect(english.log.first?.contains("UnknownHost") == true)
            #expect(
                try report(error, environment: Self.korean).message
                    == "Strata가 호스트 “no-such-host.invalid”에서 연결을 받을 수 없어요. 그런 이름의 주소가 없어요. "
                    + "--host에 이 컴퓨터의 주소(예: 127.0.0.1)를 지정해 주세요.")
        }
    }

    @Test func anAddressOfAnotherMachineSaysToUseOneOfThisMachine() async throws {
        try await withTemporaryDirectory { directory in
            // TEST-NET-1, reserved for documentation: never an address of this machine.
            let error = await startupError(try configuration(dataDirectory: directory, host: "192.0.2.1"))

            #expect(
                try report(error, environment: Self.english).message
                    == "Strata can't listen on host “192.0.2.1”: it isn't one of this machine's addresses. Use --host "
                    + "with an address of this machine, such as 127.0.0.1.")
            #expect(
                try report(error, environment: Self.korean).message
                    == "Strata가 호스트 “192.0.2.1”에서 연결을 받을 수 없어요. 이 컴퓨터의 주소가 아니에요. "
                    + "--host에 이 컴퓨터의 주소(예: 127.0.0.1)를 지정해 주세요.")
        }
    }

    @Test func aTakenPortSaysToStopTheOtherServerOrChooseAnotherPort() async throws {
        try await withTemporaryDirectory { directory in
            let (port, error) = try await withSilentUpstream { url in
                let port = try #require(url.port)
                return (port, await startupError(try configuration(dataDirectory: directory, port: port)))
            }

            #expect((error as? ServerStartError)?.cause == .portInUse)
            #expect(
                try report(error, environment: Self.english).message
                    == "Port \(port) on 127.0.0.1 is already in use. Stop the other server, or choose another port "
                    + "with --port.")
            #expect(
                try report(error, environment: Self.korean).message
                    == "127.0.0.1의 \(port)번 포트는 이미 사용 중이에요. 다른 서버를 멈추거나 --port로 다른 포트를 골라 주세요.")
        }
    }

    @Test func theOtherListeningFailuresSayWhatToDo() {
        let strings = Strings(.en)
        #expect(
            ServerStartError(cause: .portNotAllowed, host: "0.0.0.0", port: 80).text(strings)
                == "Strata isn't allowed to listen on port 80. Choose a port above 1023 with --port.")
        #expect(
            ServerStartError(cause: .other, host: "::1", port: 8080, detail: "something odd").text(strings)
                == "Strata can't listen on ::1 port 8080. Run it again with --log-level debug to see why.")
        #expect(
            ServerStartError(host: "127.0.0.1", port: 80, underlying: IOError(errnoCode: EACCES, reason: "bind")).cause
                == .portNotAllowed)
    }

    // MARK: - Flags and environment

    @Test(arguments: ["-1", "65536", "abc", ""])
    func aPortThatIsNotANumberFrom0To65535SaysWhatItTakes(text: String) throws {
        #expect(throws: ConfigurationError.invalidPort(text)) { try AppConfiguration.port(text) }
        #expect(
            ConfigurationError.invalidPort(text).text(Strings(.en))
                == "--port must be a number from 0 to 65535, not “\(text)”.")
        #expect(
            ConfigurationError.invalidPort(text).text(Strings(.ko))
                == "--port에는 0부터 65535까지의 숫자를 지정해 주세요(받은 값: “\(text)”).")
    }

    @Test func aPortFrom0To65535IsTaken() throws {
        #expect(try AppConfiguration.port("0") == 0)
        #expect(try AppConfiguration.port("8080") == 8080)
        #expect(try AppConfiguration.port("65535") == 65535)
    }

    @Test func aBadSessionIdleTimeSaysWhatItTakes() {
        #expect(throws: ConfigurationError.notPositiveSeconds(variable: "STRATA_SESSION_IDLE_SECONDS", value: "0")) {
            try AppConfiguration.resolve(environment: ["STRATA_SESSION_IDLE_SECONDS": "0"])
        }
        #expect(
            ConfigurationError.notPositiveSeconds(variable: "STRATA_SESSION_IDLE_SECONDS", value: "0").text(
                Strings(.ko))
                == "STRATA_SESSION_IDLE_SECONDS에는 0보다 큰 초 단위 정수를 지정해 주세요(받은 값: “0”).")
    }

    @Test func aConfigurationErrorHasNoDetailToLog() throws {
        let (message, log) = try report(ConfigurationError.invalidPort("-1"), environment: Self.english)
        #expect(message == "--port must be a number from 0 to 65535, not “-1”.")
        #expect(log == [])
    }

    @Test func unreadableBundledDataSaysTheBuildIsBroken() async throws {
        try await withTemporaryDirectory { emptyDirectory in
            let error = #expect(throws: SampleDataError.self) { try SampleDataset.load(from: emptyDirectory) }
            let (message, log) = try report(error, environment: Self.english)
            #expect(
                message
                    == "Strata's bundled sample data can't be read, so this build is broken. Build or install Strata again."
            )
            #expect(log.first?.contains("movies.json: cannot be read") == true)
        }
    }

    @Test func anErrorThatIsNotAStartupFailureIsLeftToArgumentParser() {
        #expect(CLIMessages(environment: [:]).failure(CancellationError(), logger: LogCapture().logger()) == nil)
    }
}
