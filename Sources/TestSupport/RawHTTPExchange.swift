import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// One exchange with an HTTP server over a plain loopback socket, for what no HTTP client library sends: malformed
/// request lines, broken chunked bodies, duplicate headers, bodies cut short, bytes that are not HTTP at all.
///
/// The socket is driven on a thread of its own, so a blocking read never holds one of the test's tasks, and the
/// exchange ends when the server closes the connection: no timer decides when it is over.
public enum RawHTTPExchange {
    /// How the client ends its side of the connection once the request is sent.
    public enum Ending: Sendable {
        /// Stops sending (a half-close) and reads until the server closes: the server sees the end of the request
        /// stream, answers what it read, and closes.
        case readingToTheEnd
        /// Resets the connection at once (`SO_LINGER` 0): a client gone without a word, reading nothing.
        case reset
    }

    /// One response: its status, its header fields (names lowercased, in order) and its body, or `nil` for a body
    /// the server had not finished sending when it closed.
    public struct Response: Sendable, Equatable {
        public let status: Int
        public let headers: [Header]
        public let body: [UInt8]?

        /// A header field.
        public struct Header: Sendable, Equatable {
            public let name: String
            public let value: String
        }

        /// The values of the fields called `name` (lowercase), in order.
        public func values(_ name: String) -> [String] {
            headers.filter { $0.name == name }.map(\.value)
        }

        /// The body as text.
        public var text: String { String(decoding: body ?? [], as: UTF8.self) }
    }

    /// Sends `request` to `127.0.0.1:port`, ends as `ending` says, and returns every byte the server sent until it
    /// closed the connection (none after a reset). A server that refuses part of the request may close before all
    /// of it is sent: what it answered is still returned.
    public static func send(
        _ request: [UInt8], toPort port: Int, ending: Ending = .readingToTheEnd
    ) async throws -> [UInt8] {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try exchange(request, port: port, ending: ending) })
            }
            thread.start()
        }
    }

    /// Sends `request` (text) as ``send(_:toPort:ending:)`` does and reads the responses in what came back.
    public static func responses(
        to request: String, port: Int
    ) async throws -> [Response] {
        responses(in: try await send(Array(request.utf8), toPort: port))
    }

    /// The responses in `bytes`, in order: each head, and its body read by `Content-Length` or chunked transfer
    /// coding (or to the end of `bytes` when it has neither). A response cut short is the last one, with a `nil`
    /// body; bytes that do not start a response end the list.
    public static func responses(in bytes: [UInt8]) -> [Response] {
        var responses: [Response] = []
        var rest = bytes[...]
        while !rest.isEmpty, let headEnd = rest.firstRange(of: Array("\r\n\r\n".utf8)) {
            let lines = String(decoding: rest[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            let statusLine = lines[0].split(separator: " ")
            guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/"), let status = Int(statusLine[1]) else {
                break
            }
            let headers = lines.dropFirst().compactMap { line -> Response.Header? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return Response.Header(
                    name: line[..<colon].lowercased(),
                    value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            rest = rest[headEnd.upperBound...]
            let head = Response(status: status, headers: headers, body: nil)
            guard let (body, length) = Self.body(of: head, in: rest) else {
                responses.append(head)
                break
            }
            responses.append(Response(status: status, headers: headers, body: body))
            rest = rest.dropFirst(length)
        }
        return responses
    }

    /// The body of the response `head` at the start of `bytes`, and the bytes it takes; `nil` when incomplete.
    private static func body(of head: Response, in bytes: ArraySlice<UInt8>) -> ([UInt8], Int)? {
        if head.values("transfer-encoding").contains(where: { $0.lowercased().contains("chunked") }) {
            var body: [UInt8] = []
            var rest = bytes
            while let lineEnd = rest.firstRange(of: Array("\r\n".utf8)) {
                let sizeText = String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self)
                guard let size = Int(sizeText.prefix { $0 != ";" }, radix: 16), size >= 0 else { return nil }
                rest = rest[lineEnd.upperBound...]
                guard rest.count >= size + 2 else { return nil }
                body += rest.prefix(size)
                rest = rest.dropFirst(size + 2)
                if size == 0 {
                    return (body, bytes.count - rest.count)
                }
            }
            return nil
        }
        guard let length = head.values("content-length").first.flatMap({ Int($0) }) else {
            return (Array(bytes), bytes.count)
        }
        guard bytes.count >= length else { return nil }
        return (Array(bytes.prefix(length)), length)
    }

    private static func exchange(_ request: [UInt8], port: Int, ending: Ending) throws -> [UInt8] {
        let client = socket(AF_INET, streamSocket, 0)
        guard client >= 0 else { throw URLError(.cannotConnectToHost) }
        defer { close(client) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                connect(client, address, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw URLError(.cannotConnectToHost) }
        writeAll(request, to: client)
        switch ending {
        case .reset:
            var resetOnClose = linger(l_onoff: 1, l_linger: 0)
            setsockopt(client, SOL_SOCKET, SO_LINGER, &resetOnClose, socklen_t(MemoryLayout<linger>.size))
            return []
        case .readingToTheEnd:
            shutdown(client, Int32(SHUT_WR))
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = recv(client, &buffer, buffer.count, 0)
                guard count > 0 else { return received }
                received += buffer[..<count]
            }
        }
    }
}

/// Writes `bytes` to `socket` until all are sent or the peer stops taking them (it closed, or reset).
private func writeAll(_ bytes: [UInt8], to socket: Int32) {
    bytes.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let sent = send(socket, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            guard sent > 0 else { return }
            offset += sent
        }
    }
}
