import AppLayer
import ArgumentParser
import Foundation
import Logging

struct StagingAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "staging-api",
        abstract: "Run the staging API alone: TMDB, PokeAPI, GitHub, AirKorea and groups shapes over the sample data."
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8081

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    func run() async throws {
        let logger = StrataLogging.bootstrap(level: logLevel)
        do {
            try await StagingAPILauncher.run(host: host, port: port, logger: logger) { url in
                Console.say("Staging API is serving at \(url)")
            }
        } catch let error as ServerStartError {
            throw ServerStartFailure(message: error.description)
        }
    }
}
