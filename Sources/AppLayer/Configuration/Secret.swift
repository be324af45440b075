/// A key or token. It never prints its value, so it cannot leak through logs, `description` or `dump`.
public struct Secret: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The secret itself, for the one place that sends it.
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    public var description: String { "REDACTED" }
    public var debugDescription: String { "Secret(REDACTED)" }
    public var customMirror: Mirror { Mirror(self, children: []) }
}
