import Foundation

/// A started ``StagingAPIServer``: where it listens, how many requests it answered, and how to stop it.
public final class RunningStagingAPI: Sendable {
    /// `http://host:port`, without a trailing slash.
    public let baseURL: URL
    /// The port the server is bound to.
    public let port: Int
    /// What a request to the control routes (`/__staging/…`) carries in
    /// ``StagingControlToken/headerName``; the routes refuse any other request with `403`.
    public let controlToken: StagingControlToken
    private let task: Task<Void, Never>
    private let counter: RequestCounter

    init(baseURL: URL, port: Int, controlToken: StagingControlToken, task: Task<Void, Never>, counter: RequestCounter) {
        self.baseURL = baseURL
        self.port = port
        self.controlToken = controlToken
        self.task = task
        self.counter = counter
    }

    deinit {
        task.cancel()
    }

    /// Stops listening, closes the connections and waits until the server has finished. Idempotent.
    public func stop() async {
        task.cancel()
        await task.value
    }

    /// An absolute URL on this server from a path with an optional query, e.g. `/api/v2/pokemon?limit=5`.
    /// Characters a URL cannot hold (such as `종로구`) are percent-encoded; existing escapes are kept.
    public func url(_ pathAndQuery: String) throws -> URL {
        let allowed = CharacterSet.urlQueryAllowed.union(CharacterSet(charactersIn: "%"))
        guard
            let encoded = pathAndQuery.addingPercentEncoding(withAllowedCharacters: allowed),
            let url = URL(string: baseURL.absoluteString + encoded)
        else {
            throw StagingAPIServerError.invalidURL(pathAndQuery)
        }
        return url
    }

    /// How many requests arrived for `path` (no query; faulted requests count, `/__staging/` ones do not); those
    /// answered `304 Not Modified` are counted under `304 {path}` instead.
    public func requestCount(path: String) async -> Int {
        await counter.count(path: path)
    }

    /// Returns once a request for `path` (no query) has arrived, at once if one has since the last reset: a test
    /// waits on it to act while the server holds a request (a delay fault), instead of polling the counts.
    public func requestArrived(path: String) async {
        await counter.arrival(path: path)
    }

    /// The request counts of every path requested so far.
    public func requestCounts() async -> [String: Int] {
        await counter.all()
    }

    /// Forgets the counts so far.
    public func resetRequestCounts() async {
        await counter.reset()
    }
}
