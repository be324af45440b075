import AppLayer
import ArgumentParser
import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `strata tui`: the five scenes full-screen in the terminal, on the same view models as the web app, over the
/// same data directory (the web app and the terminal see the same bookmarks and saved station).
struct TerminalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tui",
        abstract: "Show the five scenes in the terminal (keyboard only; ? for help, q to go back, Ctrl-C to quit).",
        discussion: """
            The log goes to strata-tui.log in the data directory, as the screen is the terminal's.

            Each screen shows its web address at the title bar's right, and --open takes any of them (a page's path \
            on the web app, or its whole URL), so a screen can be opened in either ring: strata tui --open /movies/603 \
            shows that movie's details above the Movies list, and q goes back to the list.

            Environment variables:
            \(terminalEnvironmentHelp)
            """
    )

    // The web app's options as one group, which ArgumentParser gives to the subcommand too (options of the same
    // name declared apart would be taken by `strata` and never reach `strata tui`).
    @OptionGroup var app: AppOptions

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    @Option(
        name: .customLong("open"),
        help: ArgumentHelp(
            "The screen to open at, by its web address: /movies/603, /movies?query=star, /pokemon/pikachu, "
                + "/users/bookmarks, /air-quality, /groups or / (the scene list).",
            valueName: "address"))
    var address: String?

    func run() async throws {
        let messages = CLIMessages()
        // Refused before the terminal is taken, so the message stays on the screen.
        let opening = try address.map { address in
            guard let opening = TerminalAddress(address) else {
                throw CLIFailure(message: messages.unknownAddress(address))
            }
            return opening
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CLIFailure(message: messages.terminalNeeded)
        }
        guard StrataTerminal.canDraw() else { throw CLIFailure(message: messages.dumbTerminal) }
        let logger = StrataLogging.bootstrap(level: logLevel)
        try await CLIFailure.reporting(in: messages, logger: logger) {
            let configuration = try AppConfiguration.resolve(phase: app.phase, dataDirectory: app.dataDir)
            let log = configuration.dataDirectory.appendingPathComponent("strata-tui.log")
            try await StandardError.redirected(to: log) {
                try await StrataTerminal(configuration: configuration, logger: logger, opening: opening).run()
            }
        }
    }
}

/// The environment variables `strata tui` reads, one a line, their meanings aligned: the terminal's own, then the
/// app's that the terminal uses too.
private let terminalEnvironmentHelp: String = {
    let terminal: [(name: String, meaning: String)] = [
        ("TERM", "the terminal's type; when unset, empty or dumb, strata tui does not start"),
        ("NO_COLOR", "set and not empty: no colours (bold, dim and inverse are kept)"),
        ("LC_ALL", "the language (ko: Korean, else English); when unset, LC_MESSAGES, then LANG"),
        ("COLUMNS", "the width when the terminal does not say it (default 80)"),
        ("LINES", "the height when the terminal does not say it (default 24)"),
        ("STRATA_TRACING", "off: t does not show how the screen was made (default on)"),
    ]
    // Tracing is worded above as the terminal shows it; a browser session's idle time is the web app's alone.
    let shared = AppConfiguration.environmentVariables.filter {
        $0.name != "STRATA_TRACING" && $0.name != "STRATA_SESSION_IDLE_SECONDS"
    }
    let variables = terminal + shared
    let width = variables.map(\.name.count).max() ?? 0
    return variables.map { name, meaning in
        "  " + name + String(repeating: " ", count: width + 1 - name.count) + meaning
    }.joined(separator: "\n")
}()

/// Standard error sent to a file while the terminal shows the app, so a log line never lands on the screen.
enum StandardError {
    /// Runs `body` with standard error appended to `file` (its directory made if missing), and restores it after.
    /// When the file cannot be opened, standard error goes nowhere rather than onto the screen.
    static func redirected(to file: URL, _ body: () async throws -> Void) async throws {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var target = open(file.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        if target < 0 {
            target = open("/dev/null", O_WRONLY | O_CLOEXEC)
        }
        let saved = dup(STDERR_FILENO)
        dup2(target, STDERR_FILENO)
        close(target)
        defer {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        try await body()
    }
}
