import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// Runs `body` with the URL of a loopback server that answers every connection with `answer`, byte for byte,
/// and then closes it: for answers no HTTP server library would send (control bytes in a header, a header of
/// 200 KB). The request is read up to the end of its head and otherwise ignored.
public func withRawUpstream<T>(
    answering answer: Data,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> T
) async throws -> T {
    let server = try RawUpstreamServer(answer: answer)
    defer { server.stop() }
    return try await body(server.url)
}

/// The listening socket and the thread that accepts on it; the thread owns the socket and closes it once
/// `stop()` has shut it down.
private final class RawUpstreamServer: Sendable {
    let url: URL
    private let listener: Int32

    init(answer: Data) throws {
        let listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw URLError(.cannotConnectToHost) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, address, &length) == 0
            }
        }
        guard listening, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))") else {
            close(listener)
            throw URLError(.cannotConnectToHost)
        }
        self.listener = listener
        self.url = url
        let thread = Thread {
            Self.serve(listener, answer: answer)
        }
        thread.start()
    }

    /// Wakes the thread out of `accept`; it closes the socket as it leaves.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private static func serve(_ listener: Int32, answer: Data) {
        defer { close(listener) }
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            readHead(client)
            answer.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let sent = send(client, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                    guard sent > 0 else { break }
                    offset += sent
                }
            }
            close(client)
        }
    }

    /// Reads until the blank line that ends a request's head (or the client stops sending).
    private static func readHead(_ client: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while received.count < 1 << 20 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            let searchFrom = max(received.count - end.count + 1, 0)
            received += buffer[..<count]
            let tail = received[searchFrom...]
            if tail.indices.contains(where: { tail[$0...].starts(with: end) }) {
                return
            }
        }
    }
}
