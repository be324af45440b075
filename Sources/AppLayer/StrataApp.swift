import Foundation
import Hummingbird
import Logging
import SampleData
import ServiceLifecycle
import StagingAPI
import WebUI

/// The running application: opens the data directory, starts the staging API in `alpha`, wires every scene
/// through `AppDIContainer` and serves the web app until SIGINT or SIGTERM.
public struct StrataApp: Sendable {
    /// Strata's version, as `strata --version` prints it.
    public static let version = "0.10.0"

    public let configuration: AppConfiguration
    private let logger: Logger
    private let shutdownBounds: (graceful: Duration, cancellation: Duration)

    /// How long SIGINT or SIGTERM waits for requests in progress to finish before the rest are cancelled.
    /// With `cancellationBound`, under the 10 s a container runtime waits before it kills the process.
    public static let gracefulShutdownBound = Duration.seconds(5)
    /// How long the cancelled requests then have to end; past it ServiceLifecycle stops the process with a
    /// fatal error (a service that ignores cancellation is a bug).
    public static let cancellationBound = Duration.seconds(3)

    /// - Parameters:
    ///   - configuration: the phase, address, data directory and scenes' settings to run with.
    ///   - logger: where the app's parts and its server log.
    ///   - shutdownBounds: how long a shutdown waits for requests in progress, then for the cancelled ones
    ///     (``gracefulShutdownBound``, ``cancellationBound``); tests on a loaded machine give more.
    public init(
        configuration: AppConfiguration, logger: Logger,
        shutdownBounds: (graceful: Duration, cancellation: Duration) = (gracefulShutdownBound, cancellationBound)
    ) {
        self.configuration = configuration
        self.logger = logger
        self.shutdownBounds = shutdownBounds
    }

    /// Serves until interrupted. `onReady` receives the URL once the server accepts connections.
    /// - Throws: `ServerStartError` when the address cannot be bound; `DataDirectoryError` when the data
    ///   directory cannot be used; `SampleDataError` when the bundled data cannot be read (alpha).
    public func run(onReady: @escaping @Sendable (URL) -> Void) async throws {
        try await configuration.withStagingAPIInAlpha { configuration in
            try await serve(configuration, onReady: onReady)
        }
    }

    private func serve(_ configuration: AppConfiguration, onReady: @escaping @Sendable (URL) -> Void) async throws {
        let container = try AppDIContainer.opening(configuration, logger: logger)
        let server = try container.makeWebServer()
        let host = configuration.host
        let app = server.makeApplication(host: host, port: configuration.port) { port in
            let urlHost = host.contains(":") ? "[\(host)]" : host
            if let url = URL(string: "http://\(urlHost):\(port)") {
                onReady(url)
            }
        }
        var groupConfiguration = ServiceGroupConfiguration(
            services: [
                .init(service: app),
                // Shut down before the app (services stop in reverse order), so open event streams
                // end and do not hold the graceful shutdown.
                .init(service: SessionsShutdown(server: server), successTerminationBehavior: .ignore),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger)
        groupConfiguration.maximumGracefulShutdownDuration = shutdownBounds.graceful
        groupConfiguration.maximumCancellationDuration = shutdownBounds.cancellation
        let group = ServiceGroup(configuration: groupConfiguration)
        do {
            try await group.run()
        } catch {
            throw ServerStartError(host: host, port: configuration.port, underlying: error)
        }
    }
}

/// Ends every browser session when the graceful shutdown begins.
private struct SessionsShutdown: Service, CustomStringConvertible {
    let server: WebServer

    /// How ServiceLifecycle names the service in its log: not the server's whole configuration.
    var description: String { "SessionsShutdown" }

    func run() async throws {
        try? await gracefulShutdown()
        await server.endSessions()
    }
}

extension AppConfiguration {
    /// Runs `body` with this configuration, or in `alpha` with it pointed at a staging API started on loopback
    /// for the run (and stopped after it, however it ends), its control routes behind ``stagingControlToken``.
    func withStagingAPIInAlpha(_ body: (AppConfiguration) async throws -> Void) async throws {
        guard phase == .alpha else { return try await body(self) }
        let staging = try await StagingAPIServer(
            dataset: try SampleDataset.bundled(), logger: Logger(label: "strata.staging-api")
        ).start(controlToken: stagingControlToken ?? .random())
        do {
            try await body(pointed(atStagingAPI: staging.baseURL))
            await staging.stop()
        } catch {
            await staging.stop()
            throw error
        }
    }

    /// Every service at the staging API, with a stand-in key where the real phase needs one and none was given
    /// (the staging API refuses only the key `invalid`): each setting says its own staging value.
    func pointed(atStagingAPI url: URL) -> AppConfiguration {
        var copy = self
        copy.stagingAPI = url
        for setting in SceneRegistry.settings {
            copy.settingValues[setting.variable] = setting.stagingValue(at: url, in: self)
        }
        return copy
    }
}
