import Foundation
import NIOCore
import PresentationLayer

/// A server could not start listening; the sentence says what to do, the detail (the underlying error) is for
/// the log.
public struct ServerStartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why, as far as the person who started Strata can act on it.
    public enum Cause: Sendable, Equatable {
        /// Another process listens on the port.
        case portInUse
        /// Listening on the port needs privileges the process lacks.
        case portNotAllowed
        /// No address goes by the host's name.
        case unknownHost
        /// The host is an address, but not one of this machine's.
        case hostNotThisMachine
        /// Anything else; the detail says what.
        case other
    }

    public var cause: Cause
    public var host: String
    public var port: Int
    /// The underlying error, for the log.
    public var detail: String?

    public init(cause: Cause, host: String, port: Int, detail: String? = nil) {
        self.cause = cause
        self.host = host
        self.port = port
        self.detail = detail
    }

    init(host: String, port: Int, underlying: any Error) {
        self.init(cause: Self.cause(of: underlying), host: host, port: port, detail: "\(underlying)")
    }

    /// The sentence in English.
    public var description: String { text(.en) }

    private static func cause(of error: any Error) -> Cause {
        if error is SocketAddressError.UnknownHost || error is SocketAddressError {
            return .unknownHost
        }
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE: return .portInUse
            case EADDRNOTAVAIL: return .hostNotThisMachine
            case EACCES: return .portNotAllowed
            default: return .other
            }
        }
        // A bind error may come wrapped in another type; its text still names the cause.
        return "\(error)".contains("Address already in use") ? .portInUse : .other
    }
}

extension ServerStartError: StartupFailure {
    public func text(_ strings: Strings) -> String {
        switch cause {
        case .portInUse: strings(CLIText.portInUse, String(port), host)
        case .portNotAllowed: strings(CLIText.portNotAllowed, String(port))
        case .unknownHost: strings(CLIText.unknownHost, host)
        case .hostNotThisMachine: strings(CLIText.hostNotThisMachine, host)
        case .other: strings(CLIText.cannotListen, host, String(port))
        }
    }
}
