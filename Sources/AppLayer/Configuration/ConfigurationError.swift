/// A setting that cannot be used; the message names the flag or variable to fix.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
