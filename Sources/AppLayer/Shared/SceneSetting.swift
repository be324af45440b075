import Foundation

/// An environment variable a scene reads, declared once beside the scene (a `static let` of its DI container)
/// and read back typed: `configuration[MoviesSceneDIContainer.baseURL]` is a `URL`,
/// `configuration[MoviesSceneDIContainer.apiKey]` a `Secret?`. `strata --help` lists it, the start parses it
/// (a value it cannot use stops the start with a sentence naming the variable), and when the real phase cannot
/// run the scene without it, the scene's home entry and the start-up message name it until it is set.
struct SceneSetting<Value: Sendable>: SceneSettingDeclaration {
    let variable: String
    let meaning: String
    let isRequiredInReal: Bool
    /// The value when the environment gives none (empty counts as none).
    let fallback: Value
    /// The value the environment's text gives, or the error that names the variable.
    let parse: @Sendable (String) throws(ConfigurationError) -> Value
    /// The value in alpha, every service at the staging API at the given address, from the value resolved so far.
    let staging: @Sendable (URL, Value) -> Value

    func value(parsing text: String) throws(ConfigurationError) -> any Sendable {
        try parse(text)
    }

    func stagingValue(at api: URL, in configuration: AppConfiguration) -> any Sendable {
        staging(api, configuration[self])
    }
}

extension SceneSetting where Value == URL {
    /// A service's address with a public default; alpha points it at the staging API, under `stagingPath` when
    /// the staging API serves it there.
    static func url(_ variable: String, default fallback: URL, stagingPath: String? = nil) -> SceneSetting {
        SceneSetting(
            variable: variable, meaning: "default \(fallback.absoluteString)", isRequiredInReal: false,
            fallback: fallback, parse: { text throws(ConfigurationError) in try httpURL(variable, text) },
            staging: { api, _ in stagingPath.map { api.appendingPathComponent($0) } ?? api })
    }
}

extension SceneSetting where Value == URL? {
    /// A service's address that has no public default, so the real phase needs it; alpha points it at the
    /// staging API.
    static func url(_ variable: String, requiredInReal meaning: String) -> SceneSetting {
        SceneSetting(
            variable: variable, meaning: meaning, isRequiredInReal: true, fallback: nil,
            parse: { text throws(ConfigurationError) in try httpURL(variable, text) }, staging: { api, _ in api })
    }
}

extension SceneSetting where Value == Secret? {
    /// A key or token: it never prints (``Secret``). One the real phase needs gets a stand-in in alpha when none
    /// was given (the staging API refuses only the key `invalid`, so a given one is kept).
    static func secret(_ variable: String, _ meaning: String, requiredInReal: Bool) -> SceneSetting {
        SceneSetting(
            variable: variable, meaning: meaning, isRequiredInReal: requiredInReal, fallback: nil,
            parse: { text in Secret(text) },
            staging: { _, given in requiredInReal ? given ?? Secret("staging") : given })
    }
}

/// `text` as an http(s) address with a host, else the error naming `variable`.
private func httpURL(_ variable: String, _ text: String) throws(ConfigurationError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
        url.host != nil
    else {
        throw .notHTTPURL(variable: variable, value: text)
    }
    return url
}

/// What a scene's list of settings holds, whatever each one's type: what `--help`, the start and the home page
/// read of it.
protocol SceneSettingDeclaration: Sendable {
    /// The environment variable, e.g. `TMDB_API_KEY`.
    var variable: String { get }
    /// One line for `strata --help`.
    var meaning: String { get }
    /// Whether the real phase cannot run the scene without it.
    var isRequiredInReal: Bool { get }
    /// The typed value of the environment's (non-empty) text.
    func value(parsing text: String) throws(ConfigurationError) -> any Sendable
    /// The value in alpha, at the staging API at `api`.
    func stagingValue(at api: URL, in configuration: AppConfiguration) -> any Sendable
}

extension SceneSettingDeclaration {
    /// Whether `configuration` can run the scene as far as this setting goes: always outside `real`.
    func isSatisfied(by configuration: AppConfiguration) -> Bool {
        configuration.phase != .real || !isRequiredInReal || configuration.settingValues[variable] != nil
    }
}

extension AppConfiguration {
    /// The value of `setting`: the environment's, parsed at start, else its fallback (alpha's staging value once
    /// ``pointed(atStagingAPI:)``).
    subscript<Value>(setting: SceneSetting<Value>) -> Value {
        settingValues[setting.variable] as? Value ?? setting.fallback
    }
}
