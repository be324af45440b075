import Foundation
import NIOCore

/// A server could not start listening; the message says what to do.
public struct ServerStartError: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(host: String, port: Int, underlying: any Error) {
        let text = "\(underlying)"
        if let error = underlying as? IOError, error.errnoCode == EADDRINUSE {
            description = "Port \(port) on \(host) is already in use. Stop the other server or pass --port N."
        } else if text.contains("Address already in use") {
            description = "Port \(port) on \(host) is already in use. Stop the other server or pass --port N."
        } else if let error = underlying as? IOError, error.errnoCode == EADDRNOTAVAIL {
            description = "Cannot listen on \(host): no such address on this machine. Pass --host 127.0.0.1."
        } else if let error = underlying as? IOError, error.errnoCode == EACCES {
            description = "Not allowed to listen on port \(port). Pass a port above 1023 with --port N."
        } else {
            description = "Cannot listen on \(host):\(port): \(underlying)"
        }
    }
}
