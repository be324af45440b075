import AppLayer
import ArgumentParser

/// What the web app and the terminal both take: the phase and the data directory.
struct AppOptions: ParsableArguments {
    @Option(help: "dev (bundled data), alpha (staging API on loopback) or real (public APIs).")
    var phase: Phase = .dev

    @Option(help: "The data directory (default $XDG_DATA_HOME/strata, else ~/.local/share/strata).")
    var dataDir: String?
}
