#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `Host` names the web app answers. A page on another site that points its own name at this machine
/// (DNS rebinding) sends that name, so refusing unknown names keeps such a page from reading the app.
///
/// Always answered: `127.0.0.1`, `localhost`, `[::1]` and the served host, each with or without a port, and a
/// request without `Host` (HTTP/1.0). When the served host is a wildcard (`0.0.0.0`, `::`), the app is reachable
/// at every address of the machine, so any IP address literal is answered too, and the machine's own names;
/// still never another name, which is what a rebinding page always arrives with.
public struct HostAllowlist: Sendable, Equatable {
    private let names: Set<String>
    private let answersAddressLiterals: Bool

    /// The names for a server listening on `servedHost` (the `--host` value). `machineNames` (see
    /// ``localMachineNames``) are answered only when `servedHost` is a wildcard.
    public init(servedHost: String, machineNames: [String] = []) {
        var host = servedHost.lowercased()
        if host.contains(":") && !host.hasPrefix("[") {
            host = "[\(host)]"
        }
        let isWildcard = ["0.0.0.0", "[::]"].contains(host)
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        if isWildcard {
            names.formUnion(machineNames.map { $0.lowercased() })
        } else {
            names.insert(host)
        }
        self.names = names
        answersAddressLiterals = isWildcard
    }

    /// This machine's host name, and `<name>.local` (its multicast DNS name) when the name is unqualified.
    public static var localMachineNames: [String] {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return [] }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !name.isEmpty else { return [] }
        return name.contains(".") ? [name] : [name, name + ".local"]
    }

    /// Whether a request whose `Host` header is `host` (`nil` when it has none) is answered.
    public func allows(_ host: String?) -> Bool {
        guard let host else { return true }
        guard let name = Self.name(inHost: host.lowercased()) else { return false }
        return names.contains(name) || (answersAddressLiterals && Self.isAddressLiteral(name))
    }

    /// The name part of `host[:port]` or `[v6]:port`, or `nil` when the port part is malformed.
    private static func name(inHost host: String) -> String? {
        let nameEnd: String.Index
        if host.hasPrefix("[") {
            guard let bracket = host.firstIndex(of: "]") else { return nil }
            nameEnd = host.index(after: bracket)
        } else {
            nameEnd = host.firstIndex(of: ":") ?? host.endIndex
        }
        let port = host[nameEnd...]
        if !port.isEmpty {
            let digits = port.dropFirst()
            guard port.first == ":", (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
        }
        let name = String(host[..<nameEnd])
        return name.isEmpty ? nil : name
    }

    /// Whether `name` is an IPv4 address or a bracketed IPv6 address.
    private static func isAddressLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") && name.hasSuffix("]") {
            var address = in6_addr()
            return inet_pton(AF_INET6, String(name.dropFirst().dropLast()), &address) == 1
        }
        var address = in_addr()
        return inet_pton(AF_INET, name, &address) == 1
    }
}
