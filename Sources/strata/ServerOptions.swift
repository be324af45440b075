import ArgumentParser
import Logging

/// The options `strata` and `strata staging-api` share. NB: one option group in both commands, so that
/// `strata staging-api --port N` reaches the subcommand instead of the parent's option of the same name.
struct ServerOptions: ParsableArguments {
    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one. (default: 8080, and 8081 for staging-api)")
    var port: Int?

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info
}
