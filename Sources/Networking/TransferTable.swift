import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `URLSession` delegate of `URLSessionHTTPClient`: collects each task's body up to its limit, refuses
/// redirects that leave the request's origin, and resumes each caller exactly once.
// NB: @unchecked because NSObject is not Sendable; all mutable state is behind the Mutex.
final class TransferTable: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var limit: Int
        var body = Data()
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
    }

    private let transfers = Mutex<[Int: Transfer]>([:])

    func begin(_ id: Int, limit: Int, continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
        transfers.withLock { $0[id] = Transfer(limit: max(limit, 0), continuation: continuation) }
    }

    /// Ends the transfer `id` with `error`, if it is still running.
    func fail(_ id: Int, with error: any Error) {
        take(id)?.continuation.resume(throwing: error)
    }

    private func take(_ id: Int) -> Transfer? {
        transfers.withLock { $0.removeValue(forKey: id) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let limit = transfers.withLock { $0[dataTask.taskIdentifier]?.limit }
        if let limit, response.expectedContentLength > Int64(limit) {
            fail(dataTask.taskIdentifier, with: NetworkError.bodyTooLarge(limit: limit))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let exceeded: Int? = transfers.withLock { transfers in
            guard var transfer = transfers[dataTask.taskIdentifier] else { return nil }
            guard transfer.body.count + data.count <= transfer.limit else { return transfer.limit }
            transfer.body.append(data)
            transfers[dataTask.taskIdentifier] = transfer
            return nil
        }
        if let exceeded {
            fail(dataTask.taskIdentifier, with: NetworkError.bodyTooLarge(limit: exceeded))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = take(task.taskIdentifier) else { return }
        if let error {
            transfer.continuation.resume(throwing: error)
        } else if let response = task.response as? HTTPURLResponse {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            transfer.continuation.resume(throwing: NetworkError.transport("The answer was not an HTTP response"))
        }
    }

    /// Follows a redirect only to the origin the request was sent to; otherwise the redirect itself is the
    /// answer (a 3xx, which the caller treats as an error).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let from = task.originalRequest?.url.flatMap(Origin.init)
        let to = request.url.flatMap(Origin.init)
        completionHandler(from != nil && from == to ? request : nil)
    }
}
