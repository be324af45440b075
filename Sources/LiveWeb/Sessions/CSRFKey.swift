import Crypto

/// The server's secret for CSRF tokens: a browser's token is HMAC-SHA256(key, its browser id), so a token
/// stays valid across a restart (the app keeps the key in its data directory) and an expired session, and
/// only this server can make one. The browser id itself comes signed with the same key (its `strata_browser`
/// cookie), so the server adopts only ids it issued, never one a client or another site chose.
public struct CSRFKey: Sendable {
    /// The number of bytes a key has.
    public static let byteCount = 32

    /// The secret's bytes, as the app keeps them.
    public let bytes: [UInt8]
    private let key: SymmetricKey
    /// The tokens made lately, by browser id: every request of a known browser asks for its token again.
    private let tokens = Memo<String, String>(capacity: 4_096)
    /// Whether each browser cookie seen lately was issued with this key: every request of a browser sends it.
    private let issued = Memo<String, Bool>(capacity: 4_096)

    /// A key of `bytes`, or `nil` unless there are ``byteCount`` of them.
    public init?(bytes: [UInt8]) {
        guard bytes.count == Self.byteCount else { return nil }
        self.init(checkedBytes: bytes)
    }

    /// A new random key (the app writes it to its data directory; tests keep one to restart a server with).
    public static func random() -> CSRFKey {
        let key = SymmetricKey(size: .bits256)
        // The size is right by construction.
        return CSRFKey(checkedBytes: key.withUnsafeBytes { Array($0) })
    }

    private init(checkedBytes: [UInt8]) {
        bytes = checkedBytes
        key = SymmetricKey(data: checkedBytes)
    }

    /// The token a browser's forms carry: HMAC-SHA256 truncated to 128 bits (as RFC 4868 does), 32 lowercase
    /// hex characters like the session's other ids.
    public func token(forBrowser browserID: String) -> String {
        tokens.value(for: browserID) {
            Self.hex(Self.truncatedMAC(of: Array(browserID.utf8), key: key))
        }
    }

    /// The `strata_browser` cookie of `browserID` (32 lowercase hex characters, as ``SessionToken`` makes them):
    /// the id followed by its signature, HMAC-SHA256(key, `browser ` + id) truncated to 128 bits, 64 lowercase hex
    /// characters in all. The prefix keeps a signature apart from a token, which is the HMAC of the id alone.
    public func browserCookie(forBrowser browserID: String) -> String {
        browserID + signature(ofBrowser: browserID)
    }

    /// The browser id in a `strata_browser` cookie this key signed, or `nil` for any other value (malformed,
    /// unsigned, signed with another key): such a browser is given a new id, never the one it sent.
    public func browserID(inCookie cookie: String) -> String? {
        guard cookie.utf8.count == 64, SessionToken.isLowercaseHex(cookie) else { return nil }
        let browserID = String(cookie.prefix(32))
        let isIssued = issued.value(for: cookie) {
            Self.constantTimeEquals(String(cookie.suffix(32)), signature(ofBrowser: browserID))
        }
        return isIssued ? browserID : nil
    }

    private func signature(ofBrowser browserID: String) -> String {
        Self.hex(Self.truncatedMAC(of: Array("browser \(browserID)".utf8), key: key))
    }

    /// HMAC-SHA256 of `message` under `key`, its first 128 bits.
    static func truncatedMAC(of message: [UInt8], key: SymmetricKey) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: message, using: key).prefix(16))
    }

    /// Whether `sent` is `expected` (a token or a signature), in time independent of where they differ, so a
    /// value cannot be guessed byte by byte. A truncated MAC has no type of its own in Crypto, so both are
    /// authenticated under a key of this process and the codes compared: Crypto compares codes in constant time.
    public static func constantTimeEquals(_ sent: String, _ expected: String) -> Bool {
        guard !expected.isEmpty else { return false }
        let sentCode = HMAC<SHA256>.authenticationCode(for: Array(sent.utf8), using: comparisonKey)
        return sentCode == HMAC<SHA256>.authenticationCode(for: Array(expected.utf8), using: comparisonKey)
    }

    private static let comparisonKey = SymmetricKey(size: .bits256)

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { byte in String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)]) }.joined()
    }

    private static let hexDigits = Array("0123456789abcdef")
}

/// A key's bytes stay out of every description of it, and of anything holding it (a configuration a service
/// library logs at `debug`, a `dump`): whoever reads them can make any browser's tokens.
extension CSRFKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "CSRFKey(\(Self.byteCount) bytes, not shown)" }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
