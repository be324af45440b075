import Foundation
import StagingAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends hostile requests to a running staging API, a few at a time on one session, and names every answer
/// that breaks the rules: a status outside 200…499, a body not in the route's shape, or a lost connection
/// that no `drop` fault asked for.
enum HostileSweep {
    /// The problems found, one line each (empty when every answer was in shape).
    static func problems(
        sending requests: [HostileRequest], to api: RunningStagingAPI, atOnce width: Int
    ) async -> [String] {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = 30
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        return await withTaskGroup(of: String?.self) { group in
            var pending = requests[...]
            var problems: [String] = []
            for request in pending.prefix(width) {
                group.addTask { await Self.problem(of: request, api: api, session: session) }
            }
            pending = pending.dropFirst(width)
            for await problem in group {
                if let problem { problems.append(problem) }
                if let request = pending.popFirst() {
                    group.addTask { await Self.problem(of: request, api: api, session: session) }
                }
            }
            return problems
        }
    }

    /// What is wrong with the answer to `request`; `nil` when nothing is.
    static func problem(of request: HostileRequest, api: RunningStagingAPI, session: URLSession) async -> String? {
        let headers = request.headers.map { "\($0.key): \($0.value.prefix(60))" }.joined(separator: ", ")
        let label = "\(request.method) \(request.pathAndQuery.prefix(120)) [\(headers)]"
        do {
            var urlRequest = URLRequest(url: try api.url(request.pathAndQuery))
            urlRequest.httpMethod = request.method
            for (name, value) in request.headers {
                urlRequest.setValue(value, forHTTPHeaderField: name)
            }
            // The control routes' values are what is swept, so each request carries the run's token.
            if request.pathAndQuery.hasPrefix("/__staging/") {
                urlRequest.setValue(api.controlToken.value, forHTTPHeaderField: StagingControlToken.headerName)
            }
            let (data, response) = try await session.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else { return "\(label): not an HTTP answer" }
            guard (200...499).contains(http.statusCode) else { return "\(label): status \(http.statusCode)" }
            let contentType = http.value(forHTTPHeaderField: "Content-Type")
            return request.expected.problem(status: http.statusCode, contentType: contentType, body: data)
                .map { "\(label): \(http.statusCode) \($0)" }
        } catch {
            return request.mayDrop ? nil : "\(label): \(error)"
        }
    }
}
