import Foundation
import StagingAPI

/// Everything the app is told from outside: phase, server address, data directory, and the scenes' settings
/// (API base URLs and keys, each declared by its scene as a `SceneSetting`).
/// Built once at start-up from flags and the environment.
public struct AppConfiguration: Sendable {
    public var phase: Phase
    public var host: String
    public var port: Int
    /// Holds `strata.sqlite` (user data) and `cache.sqlite`.
    public var dataDirectory: URL
    /// The values of the registered scenes' settings (`SceneSetting`) the environment gave, parsed, by
    /// variable (every one once pointed at the staging API in alpha); a scene reads its own through
    /// `configuration[setting]`, which gives the setting's fallback for one not here.
    var settingValues: [String: any Sendable] = [:]
    /// The staging API every service points at in `alpha`; nil in other phases.
    public var stagingAPI: URL?
    /// The token the staging API that `alpha` starts asks of its control routes
    /// (`STRATA_STAGING_CONTROL_TOKEN`, for a test that sets its faults); a random one when nil.
    public var stagingControlToken: StagingControlToken?
    /// How long a browser session may stay unused before it ends (`STRATA_SESSION_IDLE_SECONDS`, default
    /// 30 minutes); every page renders from its URL, so an expired session loses no screen.
    public var sessionIdleTimeout: Duration = Self.defaultSessionIdleTimeout

    /// Whether the web ring traces its requests (`Server-Timing`, "How this page was made"); `STRATA_TRACING=off`
    /// turns it off, to measure what it costs.
    public var tracing = true

    /// How long the web ring serves a page loaded again from what it rendered, while nothing the page shows can have
    /// changed (`PageCache`): `STRATA_PAGE_CACHE=<seconds>`, default 2; `off` (nil) renders every load, to measure
    /// what the cache saves.
    public var pageCacheLifetime: Duration? = .seconds(2)

    /// Whether the web server also answers `PeerPage`'s plain page (`STRATA_PEER_PAGE=on`), the ceiling
    /// `scripts/bench-http` measures pages against; off by default.
    public var peerPage = false

    /// How long a page waits for its screen's load before it is sent as it stands, to fill in as the load ends;
    /// nil is the web ring's own wait. A test that reads what the load did from the page's headers lengthens it,
    /// so that a busy machine does not turn a cached answer into a page sent before it.
    public var pageWait: Duration?

    /// How Strata was started, for a message that asks to start it again with a setting (the missing-setting
    /// page); the command line sets it from the process's arguments.
    public var startCommand = StartCommand(commandLine: ["strata", "--phase", "real"])

    public static let defaultSessionIdleTimeout = Duration.seconds(30 * 60)

    /// A configuration whose scenes' settings are all at their defaults (`resolve` reads them from the
    /// environment).
    public init(phase: Phase, host: String, port: Int, dataDirectory: URL) {
        self.phase = phase
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
    }
}

extension AppConfiguration {
    /// The environment variables Strata reads, with what each one sets (for `--help` and the README): every
    /// registered scene's, then the app's own.
    public static var environmentVariables: [(name: String, meaning: String)] {
        SceneRegistry.settings.map { ($0.variable, $0.meaning) } + [
            ("XDG_DATA_HOME", "data in $XDG_DATA_HOME/strata, else ~/.local/share/strata"),
            ("STRATA_SESSION_IDLE_SECONDS", "browser sessions end after this many idle seconds (default 1800)"),
            ("STRATA_TRACING", "off: pages carry no Server-Timing and keep no trace (default on)"),
            ("STRATA_PAGE_CACHE", "seconds a page loaded again is served from its render (default 2); off: never"),
            ("STRATA_PEER_PAGE", "on: also serve /__peer?bytes=N, a plain page for scripts/bench-http (default off)"),
            (
                stagingControlTokenVariable,
                "alpha and staging-api: the token the staging API's /__staging/ routes need in "
                    + "\(StagingControlToken.headerName) (default: a random one per run)"
            ),
        ]
    }

    /// Builds the configuration from flags (nil when not given) and the environment; `startCommand` is how Strata
    /// was started, for a message that asks to start it again with a setting.
    public static func resolve(
        phase: Phase = .dev,
        host: String = "127.0.0.1",
        port: Int = 8080,
        dataDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        startCommand: StartCommand = StartCommand(commandLine: ["strata", "--phase", "real"])
    ) throws(ConfigurationError) -> AppConfiguration {
        guard (0...65535).contains(port) else {
            throw .invalidPort(String(port))
        }
        var sessionIdleTimeout = defaultSessionIdleTimeout
        if let text = environment["STRATA_SESSION_IDLE_SECONDS"], !text.isEmpty {
            guard let seconds = Int(text), seconds > 0 else {
                throw .notPositiveSeconds(variable: "STRATA_SESSION_IDLE_SECONDS", value: text)
            }
            sessionIdleTimeout = .seconds(seconds)
        }
        var configuration = AppConfiguration(
            phase: phase,
            host: host,
            port: port,
            dataDirectory: dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? defaultDataDirectory(environment: environment))
        configuration.sessionIdleTimeout = sessionIdleTimeout
        configuration.startCommand = startCommand
        configuration.tracing = environment["STRATA_TRACING"] != "off"
        configuration.peerPage = environment["STRATA_PEER_PAGE"] == "on"
        if let text = environment["STRATA_PAGE_CACHE"], !text.isEmpty {
            if text == "off" {
                configuration.pageCacheLifetime = nil
            } else {
                guard let seconds = Int(text), seconds > 0 else {
                    throw .notPositiveSeconds(variable: "STRATA_PAGE_CACHE", value: text)
                }
                configuration.pageCacheLifetime = .seconds(seconds)
            }
        }
        configuration.stagingControlToken = try stagingControlToken(environment: environment)
        for setting in SceneRegistry.settings {
            guard let text = environment[setting.variable], !text.isEmpty else { continue }
            configuration.settingValues[setting.variable] = try setting.value(parsing: text)
        }
        return configuration
    }

    /// The variable that gives the staging API's control token.
    public static let stagingControlTokenVariable = "STRATA_STAGING_CONTROL_TOKEN"

    /// The staging API's control token `environment` gives (``stagingControlTokenVariable``), nil when it gives
    /// none.
    public static func stagingControlToken(
        environment: [String: String]
    ) throws(ConfigurationError) -> StagingControlToken? {
        guard let text = environment[stagingControlTokenVariable], !text.isEmpty else { return nil }
        guard let token = StagingControlToken(text) else {
            throw .notAToken(variable: stagingControlTokenVariable, minimumLength: StagingControlToken.minimumLength)
        }
        return token
    }

    /// The port `text` names (`--port`): a number from 0 to 65535, where 0 picks a free one.
    public static func port(_ text: String) throws(ConfigurationError) -> Int {
        guard let port = Int(text), (0...65535).contains(port) else {
            throw .invalidPort(text)
        }
        return port
    }

    /// `$XDG_DATA_HOME/strata`, else `~/.local/share/strata`.
    public static func defaultDataDirectory(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("strata", isDirectory: true)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/strata", isDirectory: true)
    }
}

/// A setting the real phase needs for one scene: the scene shows what to set instead of its data until the
/// setting is given.
public struct MissingSetting: Hashable, Sendable {
    /// The scene's name (its folder and catalogue, e.g. `Movies`).
    public var scene: String
    /// The environment variable.
    public var variable: String
}

extension AppConfiguration {
    /// What the phase needs and the environment did not give, in the scenes' order: always empty outside
    /// `real`.
    public var missingSettings: [MissingSetting] {
        SceneRegistry.scenes.flatMap { scene in
            scene.settings.filter { !$0.isSatisfied(by: self) }.map {
                MissingSetting(scene: scene.scene, variable: $0.variable)
            }
        }
    }
}
