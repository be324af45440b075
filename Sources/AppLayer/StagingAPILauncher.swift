import Foundation
import Logging
import SampleData
import StagingAPI

/// Runs the staging API alone over the bundled data (`strata staging-api`).
public enum StagingAPILauncher {
    /// Serves until SIGINT or SIGTERM; `onReady` receives the URL once it listens.
    public static func run(
        host: String, port: Int, logger: Logger, onReady: @escaping @Sendable (URL) -> Void
    ) async throws {
        do {
            try await StagingAPIServer(dataset: try SampleDataset.bundled(), logger: logger)
                .run(host: host, port: port) { url in onReady(url) }
        } catch let error as SampleDataError {
            throw error
        } catch {
            throw ServerStartError(host: host, port: port, underlying: error)
        }
    }
}
