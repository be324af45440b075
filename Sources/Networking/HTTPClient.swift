import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the raw answer, whatever its status.
public protocol HTTPClient: Sendable {
    func send(_ request: URLRequest) async throws(NetworkError) -> (Data, HTTPURLResponse)
}

/// An `HTTPClient` over `URLSession`.
public struct URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    public init(session: URLSession = URLSession(configuration: .ephemeral)) {
        self.session = session
    }

    public func send(_ request: URLRequest) async throws(NetworkError) -> (Data, HTTPURLResponse) {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await withTimeout(request.timeoutInterval) { [session] in
                try await session.data(for: request)
            }
        } catch let error as URLError {
            // NB: on Linux a cancelled task surfaces as URLError(.cancelled), on Apple sometimes as
            // CancellationError; both become `.cancelled`.
            throw Task.isCancelled ? .cancelled : NetworkError(error)
        } catch {
            throw Task.isCancelled || error is CancellationError ? .cancelled : .transport("\(error)")
        }
        if Task.isCancelled { throw .cancelled }
        guard let http = response as? HTTPURLResponse else {
            throw .transport("The answer was not an HTTP response")
        }
        return (data, http)
    }

    /// Runs `operation`, failing with `URLError(.timedOut)` after `seconds`.
    // NB: corelibs URLSession on Linux ignores URLRequest.timeoutInterval (it reads only the session
    // configuration, in whole seconds), so the timeout is enforced here for both platforms.
    private func withTimeout<T: Sendable>(
        _ seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask(operation: operation)
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return first
        }
    }
}
