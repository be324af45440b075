import Crypto
import Testing

@testable import LiveWeb

/// The CSRF key's HMAC-SHA256 (swift-crypto's) against RFC 4231's test cases, and the keys, tokens and browser
/// cookies made before it: a `csrf.key` written by an earlier Strata keeps its browsers and their forms (over a
/// running server: WebUITests' `CSRFKeyUpgradeTests`).
@Suite struct CSRFKeyTests {
    private static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex)
        return stride(from: 0, to: digits.count, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test(arguments: [
        // RFC 4231's test cases 1 to 7, each MAC's first 128 bits (case 5 gives no more).
        (String(repeating: "0b", count: 20), Array("Hi There".utf8), "b0344c61d8db38535ca8afceaf0bf12b"),
        ("4a656665", Array("what do ya want for nothing?".utf8), "5bdcc146bf60754e6a042426089575c7"),
        (String(repeating: "aa", count: 20), [UInt8](repeating: 0xdd, count: 50), "773ea91e36800e46854db8ebd09181a7"),
        (
            "0102030405060708090a0b0c0d0e0f10111213141516171819", [UInt8](repeating: 0xcd, count: 50),
            "82558a389a443c0ea4cc819899f2083a"
        ),
        (String(repeating: "0c", count: 20), Array("Test With Truncation".utf8), "a3b6167473100ee06e0c796c2955552b"),
        (
            String(repeating: "aa", count: 131),
            Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            "60e431591ee0b67f0d8a26aacbf5b77f"
        ),
        (
            String(repeating: "aa", count: 131),
            Array(
                ("This is a test using a larger than block-size key and a larger than block-size data. The key needs"
                    + " to be hashed before being used by the HMAC algorithm.").utf8),
            "9b09ffa71b942fcb27635fbcd5b0e944"
        ),
    ])
    func signsAsRFC4231Says(key: String, message: [UInt8], mac: String) {
        let key = SymmetricKey(data: Self.bytes(key))
        #expect(Self.hex(CSRFKey.truncatedMAC(of: message, key: key)) == mac)
    }

    /// A key, a browser id, and the token and `strata_browser` cookie the hand-written SHA-256 of c60e292 made
    /// for them (a Python `hmac` agrees).
    enum MadeBeforeSwiftCrypto {
        static let key = CSRFKeyTests.bytes("b14f03dbb3996000552bdb3b22fbc04d6da6eff2052eae8aa86dd21dafdfca82")
        static let browserID = "b556da221e62211bcf52b35590a0b926"
        static let token = "a6475593845e275fd544c58eba68d15e"
        static let cookie = "b556da221e62211bcf52b35590a0b926fe0f0d033a5648e5c358878c6acfdeb0"
    }

    @Test func aKeyFromBeforeSwiftCryptoMakesTheSameTokenAndCookieAndAcceptsItsCookie() throws {
        let key = try #require(CSRFKey(bytes: MadeBeforeSwiftCrypto.key))
        #expect(key.token(forBrowser: MadeBeforeSwiftCrypto.browserID) == MadeBeforeSwiftCrypto.token)
        #expect(key.browserCookie(forBrowser: MadeBeforeSwiftCrypto.browserID) == MadeBeforeSwiftCrypto.cookie)
        #expect(key.browserID(inCookie: MadeBeforeSwiftCrypto.cookie) == MadeBeforeSwiftCrypto.browserID)
        let forged = String(MadeBeforeSwiftCrypto.cookie.dropLast()) + "1"
        #expect(key.browserID(inCookie: forged) == nil)
        #expect(CSRFKey.random().browserID(inCookie: MadeBeforeSwiftCrypto.cookie) == nil)
    }

    @Test func aBrowsersTokenDependsOnTheKeyAndTheBrowser() throws {
        let key = try #require(CSRFKey(bytes: [UInt8](repeating: 7, count: 32)))
        let browser = String(repeating: "ab", count: 16)
        #expect(key.token(forBrowser: browser) == key.token(forBrowser: browser))
        #expect(key.token(forBrowser: browser).count == 32)
        #expect(key.token(forBrowser: browser) != key.token(forBrowser: String(repeating: "cd", count: 16)))
        #expect(key.token(forBrowser: browser) != CSRFKey.random().token(forBrowser: browser))
        #expect(CSRFKey(bytes: [1, 2, 3]) == nil)
        #expect(CSRFKey.random().bytes.count == CSRFKey.byteCount)
    }

    /// A service library logs its services' descriptions, a configuration holding the key among them.
    @Test func noDescriptionOfAKeyOrOfWhatHoldsItShowsItsBytes() throws {
        struct Holder { let name = "configuration"; let key: CSRFKey }
        let key = try #require(CSRFKey(bytes: Array(200..<232)))
        var dumped = ""
        dump(Holder(key: key), to: &dumped)
        for text in [
            String(describing: key), String(reflecting: key), String(describing: Holder(key: key)),
            String(reflecting: Holder(key: key)), "\(key)", dumped,
        ] {
            #expect(text.contains("CSRFKey"))
            #expect(!text.contains("200") && !text.contains("231"), "\(text)")
            #expect(!text.lowercased().contains("c8c9"), "\(text)")
        }
    }

    @Test func aSentValueMatchesOnlyTheExpectedOneWhole() {
        let expected = MadeBeforeSwiftCrypto.token
        #expect(CSRFKey.constantTimeEquals(expected, expected))
        #expect(!CSRFKey.constantTimeEquals("0" + String(expected.dropFirst()), expected))
        #expect(!CSRFKey.constantTimeEquals(String(expected.dropLast()) + "0", expected))
        #expect(!CSRFKey.constantTimeEquals(String(expected.dropLast()), expected))
        #expect(!CSRFKey.constantTimeEquals(expected + "0", expected))
        #expect(!CSRFKey.constantTimeEquals("", expected))
        #expect(!CSRFKey.constantTimeEquals("", ""))
    }
}
