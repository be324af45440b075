import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the raw answer, whatever its status.
public protocol HTTPClient: Sendable {
    /// Sends `request`; a body longer than `maxBodyBytes` fails with `NetworkError.bodyTooLarge` as soon as
    /// it is known (from `Content-Length` or while reading), so an upstream cannot make the app hold more.
    func send(_ request: URLRequest, maxBodyBytes: Int) async throws(NetworkError) -> (Data, HTTPURLResponse)
}

/// An `HTTPClient` over `URLSession` for calls to upstream services on behalf of every user: it keeps no
/// cookies and no URL cache (one user's upstream cookie never reaches another's request), follows a
/// redirect only within the origin (scheme, host and port) of the request, and stops reading a body at
/// the request's limit.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let transfers: TransferTable
    private let clock: any Clock<Duration>

    /// - Parameter clock: what the requests' timeouts are measured on; tests pass one they control.
    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let transfers = TransferTable()
        self.transfers = transfers
        self.session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(
        _ request: URLRequest, maxBodyBytes: Int
    ) async throws(NetworkError) -> (Data, HTTPURLResponse) {
        let task = UncheckedDataTask(session.dataTask(with: request))
        let transfers = transfers
        do {
            return try await withTimeout(.seconds(request.timeoutInterval)) {
                try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { continuation in
                        transfers.begin(task.id, limit: maxBodyBytes, continuation: continuation)
                        // NB: a task cancelled before it registered is failed here, since its
                        // cancellation handler found nothing to fail.
                        if Task.isCancelled {
                            transfers.fail(task.id, with: URLError(.cancelled))
                        } else {
                            task.resume()
                        }
                    }
                } onCancel: {
                    transfers.fail(task.id, with: URLError(.cancelled))
                    task.cancel()
                }
            }
        } catch let error as NetworkError {
            throw Task.isCancelled ? .cancelled : error
        } catch let error as URLError {
            // NB: on Linux a cancelled task surfaces as URLError(.cancelled), on Apple sometimes as
            // CancellationError; both become `.cancelled`.
            throw Task.isCancelled ? .cancelled : NetworkError(error)
        } catch {
            throw Task.isCancelled || error is CancellationError ? .cancelled : .transport("\(error)")
        }
    }

    /// Runs `operation`, failing with `URLError(.timedOut)` after `timeout` on the client's clock.
    // NB: corelibs URLSession on Linux ignores URLRequest.timeoutInterval (it reads only the session
    // configuration, in whole seconds), so the timeout is enforced here for both platforms.
    private func withTimeout<T: Sendable>(
        _ timeout: Duration, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let clock = clock
        return try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask(operation: operation)
            group.addTask {
                try await clock.sleep(for: timeout)
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return first
        }
    }
}

/// A data task handed across the cancellation handler's isolation boundary.
// NB: URLSessionTask is thread-safe but not marked Sendable in corelibs Foundation.
private struct UncheckedDataTask: @unchecked Sendable {
    let task: URLSessionDataTask
    init(_ task: URLSessionDataTask) { self.task = task }
    var id: Int { task.taskIdentifier }
    func resume() { task.resume() }
    func cancel() { task.cancel() }
}
