import Foundation
import Logging
import SampleData
import StagingAPI

/// Runs the staging API alone over the bundled data (`strata staging-api`).
public enum StagingAPILauncher {
    /// Serves until SIGINT or SIGTERM; `onReady` receives the URL once it listens. The control routes need the
    /// token `environment` gives (`STRATA_STAGING_CONTROL_TOKEN`), else one nobody knows.
    /// - Throws: `ConfigurationError` when the variable gives no usable token.
    public static func run(
        host: String, port: Int, logger: Logger,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        onReady: @escaping @Sendable (URL) -> Void
    ) async throws {
        let controlToken = try AppConfiguration.stagingControlToken(environment: environment) ?? .random()
        do {
            try await StagingAPIServer(dataset: try SampleDataset.bundled(), logger: logger)
                .run(host: host, port: port, controlToken: controlToken) { url in onReady(url) }
        } catch let error as SampleDataError {
            throw error
        } catch {
            throw ServerStartError(host: host, port: port, underlying: error)
        }
    }
}
