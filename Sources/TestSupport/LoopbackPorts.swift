import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// The sockets behind `closedPortURL()`, kept bound (and so closed to connections) until the test process ends.
private let heldSockets = Mutex<[Int32]>([])

/// The URL of a loopback port that refuses every connection and stays so for the whole test run: the port is
/// bound but never listens, so no other test's server can take it over (a port freed by a stopped server can be
/// handed to the next server that asks for port 0, and then it answers).
public func closedPortURL() throws -> URL {
    let (socket, url) = try boundLoopbackSocket(listening: false)
    heldSockets.withLock { $0.append(socket) }
    return url
}

/// Runs `body` with the URL of a loopback port that takes connections (into the kernel's backlog) and never
/// answers, the upstream a timeout is for.
public func withSilentUpstream<T>(_ body: (URL) async throws -> T) async throws -> T {
    let (socket, url) = try boundLoopbackSocket(listening: true)
    defer { close(socket) }
    return try await body(url)
}

/// A socket bound to a free loopback port, listening (with a backlog of 8) when asked, and the port's URL.
private func boundLoopbackSocket(listening: Bool) throws -> (socket: Int32, url: URL) {
    let socket = socket(AF_INET, streamSocket, 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
            bind(socket, address, length) == 0 && (!listening || listen(socket, 8) == 0)
                && getsockname(socket, address, &length) == 0
        }
    }
    guard socket >= 0, bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))") else {
        if socket >= 0 { close(socket) }
        throw URLError(.cannotConnectToHost)
    }
    return (socket, url)
}
