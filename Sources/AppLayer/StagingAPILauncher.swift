import Foundation
import Logging
import SampleData
import StagingAPI

/// Runs the staging API alone over the bundled data (`strata staging-api`).
public enum StagingAPILauncher {
    /// Serves until the process is interrupted; `onReady` receives the URL once it listens.
    public static func run(
        host: String, port: Int, logger: Logger, onReady: @escaping @Sendable (URL) -> Void
    ) async throws {
        let running: RunningStagingAPI
        do {
            running = try await StagingAPIServer(dataset: try SampleDataset.bundled(), logger: logger)
                .start(host: host, port: port)
        } catch let error as StagingAPIServerError {
            throw ServerStartError(host: host, port: port, underlying: error)
        }
        onReady(running.baseURL)
        // NB: runs until SIGINT/SIGTERM ends the process; the server keeps no state worth a graceful stop.
        while !Task.isCancelled {
            try await Task.sleep(for: .seconds(3600))
        }
        await running.stop()
    }
}
