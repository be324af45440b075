import Hummingbird

/// Answers `421 Misdirected Request` to a request whose `Host` is not a loopback name (`127.0.0.1`,
/// `localhost`, `[::1]`, each with or without a port), so that a page elsewhere that points its own name at
/// this machine (DNS rebinding) cannot reach the staging API's control routes (e.g. set faults). A request
/// without `Host` (HTTP/1.0) is answered.
struct LoopbackHostMiddleware<Context: RequestContext>: RouterMiddleware {
    static var loopbackNames: Set<Substring> { ["127.0.0.1", "localhost", "[::1]"] }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.isLoopback(request.head.authority) else {
            return StagingResponse.text(
                "The staging API's control routes answer only on loopback.", status: .misdirectedRequest)
        }
        return try await next(request, context)
    }

    /// Whether `host` (`name[:port]`, `nil` when absent) names this machine's loopback interface.
    static func isLoopback(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return true }
        let nameEnd: String.Index
        if host.hasPrefix("[") {
            guard let bracket = host.firstIndex(of: "]") else { return false }
            nameEnd = host.index(after: bracket)
        } else {
            nameEnd = host.firstIndex(of: ":") ?? host.endIndex
        }
        let port = host[nameEnd...]
        if !port.isEmpty {
            let digits = port.dropFirst()
            guard port.first == ":", (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber })
            else { return false }
        }
        return loopbackNames.contains(host[..<nameEnd])
    }
}
