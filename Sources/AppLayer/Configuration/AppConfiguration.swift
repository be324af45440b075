import Foundation
import StagingAPI

/// Everything the app is told from outside: phase, server address, data directory, API base URLs and keys.
/// Built once at start-up from flags and the environment.
public struct AppConfiguration: Sendable {
    public var phase: Phase
    public var host: String
    public var port: Int
    /// Holds `strata.sqlite` (user data) and `cache.sqlite`.
    public var dataDirectory: URL
    public var baseURLs: BaseURLs
    public var keys: Keys
    /// Every variable a registered scene reads (`SceneSetting`), as the environment gave it: what a scene
    /// without a field of its own in `baseURLs` or `keys` reads.
    public var environment: [String: Secret] = [:]
    /// The staging API every service points at in `alpha`; nil in other phases.
    public var stagingAPI: URL?
    /// The token the staging API that `alpha` starts asks of its control routes
    /// (`STRATA_STAGING_CONTROL_TOKEN`, for a test that sets its faults); a random one when nil.
    public var stagingControlToken: StagingControlToken?
    /// How long a browser session may stay unused before it ends (`STRATA_SESSION_IDLE_SECONDS`, default
    /// 30 minutes); every page renders from its URL, so an expired session loses no screen.
    public var sessionIdleTimeout: Duration = Self.defaultSessionIdleTimeout

    public static let defaultSessionIdleTimeout = Duration.seconds(30 * 60)

    /// The public services' addresses, each overridable by an environment variable.
    public struct BaseURLs: Sendable, Equatable {
        public var tmdb: URL
        public var tmdbImages: URL
        public var pokeAPI: URL
        /// Where PokeAPI's sprite URLs point; sprites are fetched from this origin only.
        public var pokeAPISprites: URL
        public var gitHub: URL
        /// Where GitHub's avatar URLs point; avatars are fetched from this origin only.
        public var gitHubAvatars: URL
        public var airKorea: URL
        /// No public service exists; `real` reads `GROUPS_BASE_URL`.
        public var groups: URL?

        public init(
            tmdb: URL, tmdbImages: URL, pokeAPI: URL, pokeAPISprites: URL, gitHub: URL, gitHubAvatars: URL,
            airKorea: URL, groups: URL?
        ) {
            self.tmdb = tmdb
            self.tmdbImages = tmdbImages
            self.pokeAPI = pokeAPI
            self.pokeAPISprites = pokeAPISprites
            self.gitHub = gitHub
            self.gitHubAvatars = gitHubAvatars
            self.airKorea = airKorea
            self.groups = groups
        }

        /// The public services.
        public static let `public` = BaseURLs(
            tmdb: URL(staticString: "https://api.themoviedb.org"),
            tmdbImages: URL(staticString: "https://image.tmdb.org"),
            pokeAPI: URL(staticString: "https://pokeapi.co"),
            pokeAPISprites: URL(staticString: "https://raw.githubusercontent.com"),
            gitHub: URL(staticString: "https://api.github.com"),
            gitHubAvatars: URL(staticString: "https://avatars.githubusercontent.com"),
            airKorea: URL(staticString: "https://apis.data.go.kr"),
            groups: nil
        )

        /// All services at one address, as the staging API serves them.
        public static func staging(_ url: URL) -> BaseURLs {
            BaseURLs(
                tmdb: url, tmdbImages: url, pokeAPI: url, pokeAPISprites: url, gitHub: url,
                gitHubAvatars: url.appendingPathComponent("avatars"),
                airKorea: url, groups: url)
        }
    }

    /// The keys of the services that need one.
    public struct Keys: Sendable, Equatable {
        public var tmdbAPIKey: Secret?
        public var airKoreaServiceKey: Secret?
        public var gitHubToken: Secret?

        public init(tmdbAPIKey: Secret? = nil, airKoreaServiceKey: Secret? = nil, gitHubToken: Secret? = nil) {
            self.tmdbAPIKey = tmdbAPIKey
            self.airKoreaServiceKey = airKoreaServiceKey
            self.gitHubToken = gitHubToken
        }
    }

    public init(
        phase: Phase, host: String, port: Int, dataDirectory: URL, baseURLs: BaseURLs, keys: Keys
    ) {
        self.phase = phase
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.baseURLs = baseURLs
        self.keys = keys
    }
}

extension AppConfiguration {
    /// The environment variables Strata reads, with what each one sets (for `--help` and the README): every
    /// registered scene's, then the app's own.
    public static var environmentVariables: [(name: String, meaning: String)] {
        SceneRegistry.settings.map { ($0.variable, $0.meaning) } + [
            ("XDG_DATA_HOME", "data in $XDG_DATA_HOME/strata, else ~/.local/share/strata"),
            ("STRATA_SESSION_IDLE_SECONDS", "browser sessions end after this many idle seconds (default 1800)"),
            (
                stagingControlTokenVariable,
                "alpha and staging-api: the token the staging API's /__staging/ routes need in "
                    + "\(StagingControlToken.headerName) (default: a random one per run)"
            ),
        ]
    }

    /// Builds the configuration from flags (nil when not given) and the environment.
    public static func resolve(
        phase: Phase = .dev,
        host: String = "127.0.0.1",
        port: Int = 8080,
        dataDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigurationError) -> AppConfiguration {
        guard (0...65535).contains(port) else {
            throw .invalidPort(String(port))
        }
        func optionalURL(_ name: String) throws(ConfigurationError) -> URL? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil
            else {
                throw .notHTTPURL(variable: name, value: text)
            }
            return url
        }
        func url(_ name: String, default fallback: URL) throws(ConfigurationError) -> URL {
            try optionalURL(name) ?? fallback
        }
        func secret(_ name: String) -> Secret? {
            environment[name].flatMap { $0.isEmpty ? nil : Secret($0) }
        }
        let baseURLs = BaseURLs(
            tmdb: try url("TMDB_BASE_URL", default: BaseURLs.public.tmdb),
            tmdbImages: try url("TMDB_IMAGE_BASE_URL", default: BaseURLs.public.tmdbImages),
            pokeAPI: try url("POKEAPI_BASE_URL", default: BaseURLs.public.pokeAPI),
            pokeAPISprites: try url("POKEAPI_SPRITES_BASE_URL", default: BaseURLs.public.pokeAPISprites),
            gitHub: try url("GITHUB_BASE_URL", default: BaseURLs.public.gitHub),
            gitHubAvatars: try url("GITHUB_AVATARS_BASE_URL", default: BaseURLs.public.gitHubAvatars),
            airKorea: try url("AIRKOREA_BASE_URL", default: BaseURLs.public.airKorea),
            groups: try optionalURL("GROUPS_BASE_URL")
        )
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
                ?? defaultDataDirectory(environment: environment),
            baseURLs: baseURLs,
            keys: Keys(
                tmdbAPIKey: secret("TMDB_API_KEY"),
                airKoreaServiceKey: secret("AIRKOREA_SERVICE_KEY"),
                gitHubToken: secret("GITHUB_TOKEN")
            )
        )
        configuration.sessionIdleTimeout = sessionIdleTimeout
        configuration.stagingControlToken = try stagingControlToken(environment: environment)
        for setting in SceneRegistry.settings {
            configuration.environment[setting.variable] = secret(setting.variable)
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
