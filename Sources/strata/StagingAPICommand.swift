import AppLayer
import ArgumentParser
import Foundation
import Logging

struct StagingAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "staging-api",
        abstract: "Run the staging API alone: TMDB, PokeAPI, GitHub, AirKorea and groups shapes over the sample data."
    )

    @OptionGroup var server: ServerOptions

    func run() async throws {
        let logger = StrataLogging.bootstrap(level: server.logLevel)
        let messages = CLIMessages()
        let secondSignal = SecondSignalExit(message: messages.secondSignal, logger: logger)
        try await CLIFailure.reporting(in: messages, logger: logger) {
            let port = try server.port(default: 8081)
            try await StagingAPILauncher.run(host: server.host, port: port, logger: logger) { url in
                Console.say(messages.stagingAPIServing(at: url))
                secondSignal.arm()
            }
        }
    }
}
