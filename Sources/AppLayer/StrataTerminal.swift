import Foundation
import Logging
import PresentationLayer

/// The terminal ring (`strata tui`): opens the data directory, starts the staging API in `alpha`, wires every
/// scene through `AppDIContainer` as the web app does, and shows them full-screen until the user quits. The same
/// data directory as the web app's, so both see the same bookmarks and saved station.
public struct StrataTerminal: Sendable {
    public let configuration: AppConfiguration
    private let logger: Logger
    private let language: Language
    private let address: TerminalAddress?

    /// - Parameters:
    ///   - configuration: the phase, data directory and scenes' settings to run with.
    ///   - logger: where the app's parts log.
    ///   - environment: names the language of the scene list and the view models' messages (`LC_ALL`, then
    ///     `LC_MESSAGES`, then `LANG`, as `CLIMessages` reads them; English when none names one of ours).
    ///   - address: the screen to open at, above the scene list; nil for the scene list.
    public init(
        configuration: AppConfiguration, logger: Logger,
        environment: [String: String] = ProcessInfo.processInfo.environment, opening address: TerminalAddress? = nil
    ) {
        self.configuration = configuration
        self.logger = logger
        self.address = address
        language = Language(environment: environment) ?? .en
    }

    /// Whether `environment`'s terminal can show the app: false when `TERM` is not set, empty or `dumb`, a
    /// terminal that draws no escape sequences (an editor's shell, say), where the app would be a screenful of
    /// codes.
    public static func canDraw(in environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let name = environment["TERM", default: ""]
        return !name.isEmpty && name != "dumb"
    }

    /// Runs until the user quits.
    /// - Throws: `DataDirectoryError` when the data directory cannot be used; `SampleDataError` when the bundled
    ///   data cannot be read (alpha).
    public func run() async throws {
        try await configuration.withStagingAPIInAlpha(show)
    }

    private func show(_ configuration: AppConfiguration) async throws {
        let container = try AppDIContainer.opening(configuration, logger: logger)
        let strings = Strings(language)
        try await container.makeTerminalApp(strings: strings, opening: address).run()
    }
}
