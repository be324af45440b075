import AppLayer
import ArgumentParser
import Logging

/// The options `strata` and `strata staging-api` share. One option group in both commands, so that
/// `strata staging-api --port N` reaches the subcommand instead of the parent's option of the same name.
struct ServerOptions: ParsableArguments {
    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    // Text, taken even when it starts with a dash, so that `--port -1` is read (and refused in words a
    // person would write) rather than taken for an unknown option.
    @Option(
        parsing: .unconditional,
        help: "The port to listen on; 0 picks a free one. (default: 8080, and 8081 for staging-api)")
    var port: String?

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    /// The port given, else `fallback`.
    func port(default fallback: Int) throws(ConfigurationError) -> Int {
        try port.map(AppConfiguration.port) ?? fallback
    }
}
