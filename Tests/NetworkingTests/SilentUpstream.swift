import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// Runs `body` with the URL of a loopback port that takes connections (into the kernel's backlog) and never
/// answers, the upstream a timeout is for.
func withSilentUpstream<T>(_ body: (URL) async throws -> T) async throws -> T {
    let socket = socket(AF_INET, streamSocket, 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
            bind(socket, address, length) == 0 && listen(socket, 8) == 0
                && getsockname(socket, address, &length) == 0
        }
    }
    guard socket >= 0, bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))") else {
        throw URLError(.cannotConnectToHost)
    }
    return try await body(url)
}
