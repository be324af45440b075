import Foundation

/// A failure of `DataTransferService.request`: the exchange failed, or its answer did not decode.
public enum DataTransferError: Error, Sendable, Equatable {
    /// The answer was not an HTTP response.
    case noResponse
    /// The body of a 2xx answer did not decode.
    case parsing(ParsingFailure)
    case networkFailure(NetworkError)

    /// True when the caller cancelled the request: not an error to show.
    public var isCancellation: Bool {
        self == .networkFailure(.cancelled)
    }
}

/// Why a body did not decode, with the coding path to the offending value (`results[3].id`).
public struct ParsingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var codingPath: String
    public var reason: String

    public init(codingPath: String, reason: String) {
        self.codingPath = codingPath
        self.reason = reason
    }

    init(_ error: any Error) {
        switch error {
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context):
            self.init(codingPath: Self.path(context.codingPath), reason: context.debugDescription)
        case let DecodingError.keyNotFound(key, context):
            self.init(
                codingPath: Self.path(context.codingPath + [key]),
                reason: "No value for key '\(key.stringValue)'"
            )
        default:
            self.init(codingPath: "", reason: String(describing: error))
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
    }

    public var description: String {
        codingPath.isEmpty ? reason : "\(codingPath): \(reason)"
    }
}
