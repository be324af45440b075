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
        version: "strata \(StrataApp.version)",
        subcommands: [TerminalCommand.self, StagingAPICommand.self]
    )

    @OptionGroup var app: AppOptions

    @OptionGroup var server: ServerOptions

    func run() async throws {
        let logger = StrataLogging.bootstrap(level: server.logLevel)
        let messages = CLIMessages()
        let secondSignal = SecondSignalExit(message: messages.secondSignal, logger: logger)
        try await CLIFailure.reporting(in: messages, logger: logger) {
            let configuration = try AppConfiguration.resolve(
                phase: app.phase, host: server.host, port: try server.port(default: 8080), dataDirectory: app.dataDir,
                startCommand: StartCommand(commandLine: CommandLine.arguments))
            for line in messages.missingSettings(of: configuration) {
                Console.warn("strata: " + line)
            }
            try await StrataApp(configuration: configuration, logger: logger).run { url in
                Console.say(messages.serving(configuration.phase, at: url))
                secondSignal.arm()
            }
        }
    }

    /// Like `AsyncParsableCommand.main()`, but every failure exits with status 1 (argument errors included),
    /// after a one-line message.
    static func main() async {
        #if canImport(Glibc)
            AllocatorTuning.apply()
        #endif
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let failure as CLIFailure {
            Console.warn("strata: " + failure.message)
            Foundation.exit(1)
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)
            }
            Console.warn("strata: " + fullMessage(for: error))
            Foundation.exit(1)
        }
    }
}

/// Strata could not start; `message` says why and what to do, in the shell's language.
struct CLIFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }

    /// Runs `body`, turning a start-up failure into its sentence (its detail logged at debug level).
    static func reporting(
        in messages: CLIMessages, logger: Logger, _ body: () async throws -> Void
    ) async throws {
        do {
            try await body()
        } catch {
            guard let message = messages.failure(error, logger: logger) else { throw error }
            throw CLIFailure(message: message)
        }
    }
}

/// The environment variables, one a line, their meanings aligned.
private let environmentHelp: String = {
    let width = AppConfiguration.environmentVariables.map(\.name.count).max() ?? 0
    return AppConfiguration.environmentVariables.map { variable in
        "  " + variable.name + String(repeating: " ", count: width + 1 - variable.name.count) + variable.meaning
    }.joined(separator: "\n")
}()

extension Phase: ExpressibleByArgument {}
extension Logger.Level: @retroactive ExpressibleByArgument {}
