/// The server's secret for CSRF tokens: a browser's token is HMAC-SHA256(key, its browser id), so a token
/// stays valid across a restart (the app keeps the key in its data directory) and an expired session, and
/// only this server can make one.
public struct CSRFKey: Sendable {
    /// The number of bytes a key has.
    public static let byteCount = 32

    /// The secret's bytes, as the app keeps them.
    public let bytes: [UInt8]
    /// The tokens made lately, by browser id: every request of a known browser asks for its token again.
    private let tokens = Memo<String, String>(capacity: 4_096)

    /// A key of `bytes`, or `nil` unless there are ``byteCount`` of them.
    public init?(bytes: [UInt8]) {
        guard bytes.count == Self.byteCount else { return nil }
        self.bytes = bytes
    }

    /// A new random key (the app writes it to its data directory; tests keep one to restart a server with).
    public static func random() -> CSRFKey {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        // NB: the count is right by construction.
        return CSRFKey(checkedBytes: bytes)
    }

    private init(checkedBytes: [UInt8]) {
        self.bytes = checkedBytes
    }

    /// The token a browser's forms carry: HMAC-SHA256 truncated to 128 bits (as RFC 4868 does), 32 lowercase
    /// hex characters like the session's other ids.
    func token(forBrowser browserID: String) -> String {
        tokens.value(for: browserID) {
            Self.token(key: bytes, browserID: browserID)
        }
    }

    private static func token(key: [UInt8], browserID: String) -> String {
        SHA256.hmac(key: key, message: Array(browserID.utf8)).prefix(16).map { byte in
            String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
        }.joined()
    }

    private static let hexDigits = Array("0123456789abcdef")
}
