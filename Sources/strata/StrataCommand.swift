import AppLayer
import ArgumentParser
import Foundation
import Logging

/// `strata` serves the app; `strata staging-api` runs the staging API alone.
@main
struct StrataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata",
        abstract: "Five classic Clean Architecture + MVVM samples as one app, served as a web app.",
        discussion: """
            Environment variables:
            \(environmentHelp)
            """,
        subcommands: [StagingAPICommand.self]
    )

    @Option(help: "dev (bundled data), alpha (staging API on loopback) or real (public APIs).")
    var phase: Phase = .dev

    @Option(help: "The data directory (default $XDG_DATA_HOME/strata, else ~/.local/share/strata).")
    var dataDir: String?

    @OptionGroup var server: ServerOptions

    func run() async throws {
        let logger = StrataLogging.bootstrap(level: server.logLevel)
        let configuration: AppConfiguration
        do {
            configuration = try AppConfiguration.resolve(
                phase: phase, host: server.host, port: server.port ?? 8080, dataDirectory: dataDir)
        } catch {
            throw ValidationError(error.message)
        }
        let secondSignal = SecondSignalExit()
        do {
            try await StrataApp(configuration: configuration, logger: logger).run { url in
                Console.say("Strata (\(configuration.phase.rawValue)) is serving at \(url)")
                secondSignal.arm()
            }
        } catch let error as ServerStartError {
            throw ServerStartFailure(message: error.description)
        }
    }

    /// Like `AsyncParsableCommand.main()`, but every failure exits with status 1 (argument errors included),
    /// after a one-line message.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data(("strata: " + fullMessage(for: error) + "\n").utf8))
            Foundation.exit(1)
        }
    }
}

struct ServerStartFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The environment variables, one a line, their meanings aligned.
private let environmentHelp: String = {
    let width = AppConfiguration.environmentVariables.map(\.name.count).max() ?? 0
    return AppConfiguration.environmentVariables.map { variable in
        "  " + variable.name.padding(toLength: width + 1, withPad: " ", startingAt: 0) + variable.meaning
    }.joined(separator: "\n")
}()

extension Phase: ExpressibleByArgument {}
extension Logger.Level: @retroactive ExpressibleByArgument {}
