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
        let secondSignal = SecondSignalExit()
        do {
            try await StagingAPILauncher.run(host: server.host, port: server.port ?? 8081, logger: logger) { url in
                Console.say("Staging API is serving at \(url)")
                secondSignal.arm()
            }
        } catch let error as ServerStartError {
            throw ServerStartFailure(message: error.description)
        }
    }
}
