import Foundation
import Hummingbird
import Logging
import Synchronization

/// A fake upstream service on a free loopback port for tests of what a hostile or broken service can send:
/// each path answers what the test says (any status, headers and body, declared or chunked), and every
/// request is recorded with its headers. `{{base}}` in a body stands for the server's own base URL.
public final class HostileUpstream: Sendable {
    /// What a path answers.
    public struct Answer: Sendable {
        public var status: HTTPResponse.Status
        public var headers: [(name: String, value: String)]
        public var body: Data
        /// Sends the body in chunks without a `Content-Length`, so a client learns its size only by reading.
        public var chunked: Bool
        /// How many times a chunked body is sent in a row (a huge body without holding it in memory).
        public var repetitions: Int
        /// Holds the answer until the gate opens, so requests stay in flight as long as the test wants.
        public var gate: Gate?

        public init(
            status: HTTPResponse.Status = .ok, headers: [(name: String, value: String)] = [], body: Data = Data(),
            chunked: Bool = false, repetitions: Int = 1, gate: Gate? = nil
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.chunked = chunked
            self.repetitions = repetitions
            self.gate = gate
        }

        /// A 200 answer with `body` typed as `contentType`.
        public static func ok(_ body: Data, contentType: String, chunked: Bool = false) -> Answer {
            Answer(headers: [("Content-Type", contentType)], body: body, chunked: chunked)
        }

        /// A 200 JSON answer.
        public static func json(_ text: String) -> Answer {
            ok(Data(text.utf8), contentType: "application/json")
        }
    }

    /// One request the upstream received.
    public struct Received: Sendable {
        public var path: String
        public var query: String?
        /// Header values by lower-cased name.
        public var headers: [String: String]
    }

    /// `http://127.0.0.1:port`.
    public let baseURL: URL
    private let task: Task<Void, any Error>
    private let log: RequestLog

    private init(baseURL: URL, task: Task<Void, any Error>, log: RequestLog) {
        self.baseURL = baseURL
        self.task = task
        self.log = log
    }

    /// Starts a server answering `answers[path]` (404 for other paths).
    public static func start(_ answers: [String: Answer]) async throws -> HostileUpstream {
        let log = RequestLog()
        let router = Router()
        router.on("**", method: .get) { request, _ -> Response in
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName] = field.value }
            let received = Received(path: request.uri.path, query: request.uri.query, headers: headers)
            log.entries.withLock { $0.append(received) }
            var answer = answers[request.uri.path] ?? Answer(status: .notFound, body: Data("Not Found".utf8))
            await answer.gate?.wait()
            if let host = headers["host"], answer.body.range(of: Data("{{base}}".utf8)) != nil {
                answer.body = Data(
                    String(decoding: answer.body, as: UTF8.self).replacingOccurrences(
                        of: "{{base}}", with: "http://\(host)"
                    )
                    .utf8)
            }
            return answer.response { sent in
                log.bytesSent.withLock { $0[request.uri.path, default: 0] += sent }
            } ended: {
                log.bodyEnded(path: request.uri.path)
            }
        }
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: Fixtures.quietLogger(label: "strata.test.hostile-upstream"))
        let task = Task { try await app.runService() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), let url = URL(string: "http://127.0.0.1:\(port)") else {
            task.cancel()
            throw URLError(.cannotConnectToHost)
        }
        return HostileUpstream(baseURL: url, task: task, log: log)
    }

    /// An absolute URL on this server.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path) ?? baseURL
    }

    /// The requests received for `path` so far, oldest first.
    public func received(path: String) -> [Received] {
        log.entries.withLock { $0.filter { $0.path == path } }
    }

    /// How many body bytes were written for `path` so far (into the socket: a client that stops reading
    /// stops this count soon after).
    public func bytesSent(path: String) -> Int {
        log.bytesSent.withLock { $0[path] ?? 0 }
    }

    /// Returns once the chunked body for `path` has stopped being written (sent in full, or cut when the client
    /// went away), which the body's writer tells as it ends: then `bytesSent(path:)` no longer grows. `false` when
    /// the waiting task is cancelled first (as a test's time limit does).
    public func bodyEnded(path: String) async -> Bool {
        await log.bodyEnd(path: path)
    }

    /// Every request received so far.
    public var allReceived: [Received] {
        log.entries.withLock { $0 }
    }

    /// Stops the server and waits for it.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }
}

private final class RequestLog: Sendable {
    let entries = Mutex<[HostileUpstream.Received]>([])
    let bytesSent = Mutex<[String: Int]>([:])
    /// Which paths' chunked bodies stopped being written (sent in full, or cut as the client went away), and who
    /// waits for one, by a number of its own so a cancelled wait can leave.
    private let ends = Mutex<
        (ended: Set<String>, waiting: [Int: (path: String, ended: CheckedContinuation<Bool, Never>)])
    >(
        ([], [:]))
    private let nextWaiter = Atomic(0)

    func bodyEnded(path: String) {
        let woken = ends.withLock { ends in
            ends.ended.insert(path)
            let woken = ends.waiting.filter { $0.value.path == path }
            for id in woken.keys { ends.waiting[id] = nil }
            return woken.values.map(\.ended)
        }
        for continuation in woken { continuation.resume(returning: true) }
    }

    /// `true` once `path`'s body has ended; `false` if the task is cancelled first.
    func bodyEnd(path: String) async -> Bool {
        let id = nextWaiter.add(1, ordering: .relaxed).newValue
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = ends.withLock { ends -> Bool? in
                    if ends.ended.contains(path) { return true }
                    if Task.isCancelled { return false }
                    ends.waiting[id] = (path, continuation)
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            let waiter = ends.withLock { $0.waiting.removeValue(forKey: id) }
            waiter?.ended.resume(returning: false)
        }
    }
}

extension HostileUpstream.Answer {
    fileprivate func response(
        counting count: @escaping @Sendable (Int) -> Void, ended: @escaping @Sendable () -> Void
    ) -> Response {
        var fields = HTTPFields()
        for (name, value) in headers {
            if let fieldName = HTTPFields.Element.Name(name) {
                fields.append(HTTPFields.Element(name: fieldName, value: value))
            }
        }
        let bytes = body
        let repetitions = repetitions
        let body: ResponseBody =
            chunked
            ? ResponseBody { writer in
                defer { ended() }
                for _ in 0..<repetitions {
                    var offset = 0
                    while offset < bytes.count {
                        let end = min(offset + 65_536, bytes.count)
                        try await writer.write(ByteBuffer(bytes: bytes[offset..<end]))
                        count(end - offset)
                        offset = end
                    }
                }
                try await writer.finish(nil)
            }
            : ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        return Response(status: status, headers: fields, body: body)
    }
}

/// Runs `body` against a hostile upstream answering `answers`, and always stops it.
public func withHostileUpstream<T>(
    _ answers: [String: HostileUpstream.Answer],
    isolation: isolated (any Actor)? = #isolation,
    _ body: (HostileUpstream) async throws -> T
) async throws -> T {
    let upstream = try await HostileUpstream.start(answers)
    do {
        let result = try await body(upstream)
        await upstream.stop()
        return result
    } catch {
        await upstream.stop()
        throw error
    }
}
