import Foundation
import Hummingbird
import Logging
import SampleData

/// An HTTP server answering the endpoints of TMDB, PokeAPI, GitHub, AirKorea and the groups service on their
/// own paths and in their exact JSON shapes, over a ``SampleDataset``, with per-request fault injection
/// (see ``StagingFault``).
public struct StagingAPIServer: Sendable {
    /// The data every endpoint serves.
    public let dataset: SampleDataset
    private let logger: Logger

    /// A server over `dataset` (tests pass small in-memory datasets, the app `SampleDataset.bundled()`).
    public init(dataset: SampleDataset, logger: Logger) {
        self.dataset = dataset
        self.logger = logger
    }

    /// Starts on `host:port` (0 = a free port) and returns once it is listening. Its control routes answer
    /// requests carrying `controlToken` (``RunningStagingAPI/controlToken``).
    ///
    /// - Throws: ``StagingAPIServerError/cannotListen(host:port:reason:)`` when the address cannot be bound
    ///   (e.g. the port is taken).
    public func start(
        host: String = "127.0.0.1", port: Int = 0, controlToken: StagingControlToken = .random()
    ) async throws -> RunningStagingAPI {
        let counter = RequestCounter()
        let signal = ListeningSignal()
        // `stop()` ends the server by cancelling its task, which HummingbirdCore reports at error level
        // ("Waiting on child channel: CancellationError()"); its logger is therefore kept to critical here.
        // Requests, faults and bind failures are still logged (or thrown) by the staging API itself.
        var serverLogger = logger
        serverLogger.logLevel = .critical
        let app = makeApplication(
            host: host, port: port, counter: counter, controlToken: controlToken, serverLogger: serverLogger
        ) { bound in
            await signal.resolve(.success(bound ?? port))
        }
        let task = Task {
            do {
                try await app.run()
                await signal.resolve(.failure(CancellationError()))
            } catch {
                await signal.resolve(.failure(error))
            }
        }
        let boundPort: Int
        do {
            boundPort = try await withTaskCancellationHandler {
                try await signal.wait()
            } onCancel: {
                task.cancel()
            }
        } catch {
            await stop(task)
            throw StagingAPIServerError.cannotListen(host: host, port: port, reason: "\(error)")
        }
        let urlHost = host.contains(":") ? "[\(host)]" : host
        guard let baseURL = URL(string: "http://\(urlHost):\(boundPort)") else {
            await stop(task)
            throw StagingAPIServerError.invalidURL("http://\(urlHost):\(boundPort)")
        }
        logger.info("Staging API listening", metadata: ["url": "\(baseURL.absoluteString)"])
        return RunningStagingAPI(
            baseURL: baseURL, port: boundPort, controlToken: controlToken, task: task, counter: counter)
    }

    /// Runs on `host:port` until cancelled or interrupted (SIGINT, SIGTERM shut it down gracefully); used by
    /// `strata staging-api --port N`. `onListening` receives the base URL once the server listens. Its control
    /// routes answer requests carrying `controlToken`: a random one, unless the one who starts it gives one.
    public func run(
        host: String, port: Int, controlToken: StagingControlToken = .random(),
        onListening: @escaping @Sendable (URL) async -> Void = { _ in }
    ) async throws {
        let logger = self.logger
        let urlHost = host.contains(":") ? "[\(host)]" : host
        let app = makeApplication(
            host: host, port: port, counter: RequestCounter(), controlToken: controlToken, serverLogger: logger
        ) { bound in
            let address = "http://\(urlHost):\(bound ?? port)"
            logger.info("Staging API listening", metadata: ["url": "\(address)"])
            if let url = URL(string: address) { await onListening(url) }
        }
        try await app.runService()
    }

    private func stop(_ task: Task<Void, Never>) async {
        task.cancel()
        await task.value
    }

    private func makeApplication(
        host: String, port: Int, counter: RequestCounter, controlToken: StagingControlToken, serverLogger: Logger,
        onListening: @escaping @Sendable (_ boundPort: Int?) async -> Void
    ) -> some ApplicationProtocol {
        let router = Router(context: BasicRequestContext.self)
        let stickyFaults = StickyFaults()
        router.add(middleware: RequestCountingMiddleware(counter: counter, logger: logger))
        router.add(middleware: FaultMiddleware(logger: logger, stickyFaults: stickyFaults))
        router.add(middleware: NotFoundMiddleware())
        StagingControlRoutes(counter: counter, stickyFaults: stickyFaults, token: controlToken).register(on: router)
        for family in APIFamilies.all {
            family.register(on: router, dataset: dataset)
        }
        return Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port) },
            logger: serverLogger
        )
    }
}
