import Foundation

/// The secret a request to the staging API's control routes (`/__staging/…`) carries in
/// `X-Staging-Control-Token`: one per run, made at random unless the one who starts the server gives it (a test
/// that drives the server's faults). A page elsewhere can make a browser send the staging API a request (a form
/// posted across sites carries a loopback `Host`), but it can neither add the header nor know the token, so it
/// cannot set faults or read the request counts.
public struct StagingControlToken: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The request header that carries the token.
    public static let headerName = "X-Staging-Control-Token"
    /// The fewest characters a given token has.
    public static let minimumLength = 16

    /// The token, for the one who drives the server (never logged).
    public let value: String

    /// `value` as a token, or nil when it has fewer than ``minimumLength`` characters or any that a header
    /// cannot carry as they are (anything but visible ASCII).
    public init?(_ value: String) {
        guard value.utf8.count >= Self.minimumLength, value.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return nil
        }
        self.value = value
    }

    /// A new token of 128 random bits, as 32 hexadecimal digits.
    public static func random() -> StagingControlToken {
        var generator = SystemRandomNumberGenerator()
        let digits = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }
        // The digits are visible ASCII and long enough by construction.
        return StagingControlToken(unchecked: digits.joined())
    }

    private init(unchecked value: String) {
        self.value = value
    }

    public var description: String { "REDACTED" }
    public var debugDescription: String { "StagingControlToken(REDACTED)" }
    public var customMirror: Mirror { Mirror(self, children: []) }

    /// Whether `candidate` is this token, compared in time that does not depend on where they differ.
    func matches(_ candidate: Substring) -> Bool {
        let expected = Array(value.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(expected.count == given.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
