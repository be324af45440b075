import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOPosix

/// An `HTTPClient` over AsyncHTTPClient (SwiftNIO), for calls to upstream services on behalf of every user:
/// it keeps no cookies (one user's upstream cookie never reaches another's request), follows a redirect
/// only within the origin (scheme, host and port) of the request, and reads a body as a stream, stopping
/// at the request's limit.
///
/// Not URLSession: corelibs URLSession on Linux hands a body to its delegate without back-pressure, so a
/// hostile upstream's huge body was held in memory whole before any limit could stop it.
public struct NIOHTTPClient: HTTPClient {
    /// The most redirects followed within one origin.
    public static let maximumRedirects = 5

    /// The most connections kept to one origin; calls beyond them wait their turn in ``queue``.
    static let connectionsPerOrigin = 8

    /// One client for the process; it is never shut down, so it is never deinitialised while running.
    private static let shared: AsyncHTTPClient.HTTPClient = {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration(
            redirectConfiguration: .disallow, timeout: .init(connect: .seconds(5)), decompression: .disabled)
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = connectionsPerOrigin
        // A refused connection is "offline" at once, with a Retry on screen, rather than retried in the
        // background until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        return AsyncHTTPClient.HTTPClient(
            eventLoopGroup: .singletonMultiThreadedEventLoopGroup, configuration: configuration)
    }()

    /// The calls of the whole process to each origin, one per connection, in the order they came.
    static let queue = OriginQueue(limit: connectionsPerOrigin)

    private let clock: any Clock<Duration>

    /// - Parameter clock: what the requests' timeouts are measured on: by default an ``EventLoopClock``, whose
    ///   timer goes when the answer comes first; tests pass one they control.
    public init(clock: any Clock<Duration> = EventLoopClock()) {
        self.clock = clock
    }

    public func send(
        _ request: UpstreamRequest, maxBodyBytes: Int
    ) async throws(NetworkError) -> (Data, UpstreamResponse) {
        let url = request.url
        guard let origin = Origin(url) else { throw .badURL(Redaction.redact(url)) }
        do {
            // The timeout covers the wait for a turn: a call that cannot start in time has timed out.
            return try await withTimeout(request.timeout) {
                try await Self.queue.run(origin) {
                    try await Self.following(request, within: origin, maxBodyBytes: maxBodyBytes)
                }
            }
        } catch let error as NetworkError {
            throw Task.isCancelled ? .cancelled : error
        } catch {
            throw Task.isCancelled ? .cancelled : Self.networkError(error, url: url)
        }
    }

    /// `request` and the redirects it answers within `origin`.
    private static func following(
        _ request: UpstreamRequest, within origin: Origin, maxBodyBytes: Int
    ) async throws -> (Data, UpstreamResponse) {
        var current = request
        for _ in 0...maximumRedirects {
            let (data, response) = try await exchange(current, maxBodyBytes: maxBodyBytes)
            guard [301, 302, 303, 307, 308].contains(response.statusCode),
                let location = response.value(forHeader: "Location"),
                let next = URL(string: location, relativeTo: current.url)?.absoluteURL,
                Origin(next) == origin
            else { return (data, response) }
            current.url = next
            if response.statusCode == 303 {
                current.method = .get
                current.body = nil
            }
        }
        throw NetworkError.transport("Too many redirects")
    }

    /// One request and its answer, without following redirects.
    private static func exchange(
        _ request: UpstreamRequest, maxBodyBytes: Int
    ) async throws -> (Data, UpstreamResponse) {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers {
            outgoing.headers.replaceOrAdd(name: name, value: value)
        }
        if let body = request.body {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        let response = try await shared.execute(outgoing, deadline: .distantFuture)
        if let declared = response.headers.first(name: "content-length").flatMap(Int.init), declared > maxBodyBytes {
            throw NetworkError.bodyTooLarge(limit: maxBodyBytes)
        }
        var body = ByteBuffer()
        for try await chunk in response.body {
            // Leaving the loop early cancels the transfer: no more is read than the limit.
            guard body.readableBytes + chunk.readableBytes <= maxBodyBytes else {
                throw NetworkError.bodyTooLarge(limit: maxBodyBytes)
            }
            body.writeImmutableBuffer(chunk)
        }
        let answer = UpstreamResponse(
            url: request.url, statusCode: Int(response.status.code),
            headers: response.headers)
        return (Data(buffer: body), answer)
    }

    private static func networkError(_ error: any Error, url: URL) -> NetworkError {
        if error is CancellationError { return .cancelled }
        if error is NIOConnectionError { return .notConnected }
        if let error = error as? HTTPParserError {
            // The connection closing mid-answer is a lost connection; any other parser error is an answer that came
            // but could not be read.
            if [.invalidEOFState, .closedConnection].contains(error) {
                return .transport("The connection closed before the answer was complete.")
            }
            return .unreadableAnswer("\(error)")
        }
        if let error = error as? HTTPClientError {
            if error == .cancelled { return .cancelled }
            if [.deadlineExceeded, .readTimeout, .connectTimeout].contains(error) { return .timedOut }
            if [.invalidURL, .emptyHost, .emptyScheme].contains(error) { return .badURL(Redaction.redact(url)) }
            if error == .remoteConnectionClosed {
                return .transport("The connection closed before the answer was complete.")
            }
            return .transport("\(error)")
        }
        if case ChannelError.connectTimeout = error { return .timedOut }
        if let error = error as? IOError, [ECONNREFUSED, ECONNRESET, EHOSTUNREACH].contains(error.errnoCode) {
            return .notConnected
        }
        return .transport("\(error)")
    }

    /// Runs `operation`, failing with `NetworkError.timedOut` after `seconds` on the client's clock.
    private func withTimeout<T: Sendable>(
        _ seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let clock = clock
        return try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask(operation: operation)
            group.addTask {
                try await clock.sleep(for: .seconds(seconds))
                throw NetworkError.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw NetworkError.timedOut }
            return first
        }
    }
}
