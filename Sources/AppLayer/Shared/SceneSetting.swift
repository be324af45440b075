/// An environment variable a scene reads: `strata --help` lists it, and when the real phase cannot run the
/// scene without it, the scene's home entry and the start-up message name it until it is set.
struct SceneSetting: Sendable {
    /// The environment variable, e.g. `TMDB_API_KEY`.
    let variable: String
    /// One line for `strata --help`.
    let meaning: String
    /// Whether a configuration has the setting; nil when the scene runs without it.
    let isGiven: (@Sendable (AppConfiguration) -> Bool)?

    /// A setting the scene can do without (a base URL with a default, an optional token).
    static func optional(_ variable: String, _ meaning: String) -> SceneSetting {
        SceneSetting(variable: variable, meaning: meaning, isGiven: nil)
    }

    /// A setting the real phase needs; by default it is given when the environment had it.
    static func requiredInReal(
        _ variable: String, _ meaning: String,
        isGiven: (@Sendable (AppConfiguration) -> Bool)? = nil
    ) -> SceneSetting {
        SceneSetting(
            variable: variable, meaning: meaning, isGiven: isGiven ?? { $0.environment[variable] != nil })
    }

    /// Whether `configuration` can run the scene as far as this setting goes: always outside `real`.
    func isSatisfied(by configuration: AppConfiguration) -> Bool {
        guard configuration.phase == .real, let isGiven else { return true }
        return isGiven(configuration)
    }
}
