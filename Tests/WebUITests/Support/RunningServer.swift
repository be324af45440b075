import Hummingbird
import Testing
import WebUI

/// Runs `server` on a free loopback port, as `strata` does, hands the port to `body`, then stops it.
func withRunningServer(_ server: WebServer, _ body: (_ port: Int) async throws -> Void) async throws {
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let app = server.makeApplication(host: "127.0.0.1", port: 0) { port in portContinuation.yield(port) }
    let task = Task {
        defer { portContinuation.finish() }
        try await app.run()
    }
    defer { task.cancel() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
        Issue.record("the server did not start: \(String(describing: await task.result))")
        return
    }
    try await body(port)
    task.cancel()
    _ = await task.result
}

/// A request head: `method path` over HTTP/1.1 with `Host: host` (none when `nil`) and `headers`.
func requestHead(
    _ method: String, _ path: String, host: String? = "127.0.0.1", headers: [String] = [], version: String = "1.1"
) -> String {
    let lines = ["\(method) \(path) HTTP/\(version)"] + (host.map { ["Host: \($0)"] } ?? []) + headers
    return lines.joined(separator: "\r\n") + "\r\n\r\n"
}
