import Testing

@testable import WebUI

/// SHA-256 against FIPS 180-4's examples, HMAC-SHA256 against RFC 4231's test cases.
struct SHA256Tests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    private func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex)
        return stride(from: 0, to: digits.count, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
                + "mnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func hashesAsFIPS180Says(message: String, digest: String) {
        #expect(hex(SHA256.hash(Array(message.utf8))) == digest)
    }

    @Test func hashesAMillionAs() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(hex(SHA256.hash(message)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [
        // RFC 4231 test cases 1, 2, 3, 4, 6 and 7 (5 truncates its output).
        (
            String(repeating: "0b", count: 20), Array("Hi There".utf8),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        ),
        (
            "4a656665", Array("what do ya want for nothing?".utf8),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        ),
        (
            String(repeating: "aa", count: 20), [UInt8](repeating: 0xdd, count: 50),
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
        ),
        (
            "0102030405060708090a0b0c0d0e0f10111213141516171819", [UInt8](repeating: 0xcd, count: 50),
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
        ),
        (
            String(repeating: "aa", count: 131),
            Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        ),
        (
            String(repeating: "aa", count: 131),
            Array(
                ("This is a test using a larger than block-size key and a larger than block-size data. The key needs"
                    + " to be hashed before being used by the HMAC algorithm.").utf8),
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
        ),
    ])
    func signsAsRFC4231Says(key: String, message: [UInt8], mac: String) {
        #expect(hex(SHA256.hmac(key: bytes(key), message: message)) == mac)
    }

    @Test func aBrowsersTokenDependsOnTheKeyAndTheBrowser() throws {
        let key = try #require(CSRFKey(bytes: [UInt8](repeating: 7, count: 32)))
        let browser = String(repeating: "ab", count: 16)
        #expect(key.token(forBrowser: browser) == key.token(forBrowser: browser))
        #expect(key.token(forBrowser: browser).count == 32)
        #expect(key.token(forBrowser: browser) != key.token(forBrowser: String(repeating: "cd", count: 16)))
        #expect(key.token(forBrowser: browser) != CSRFKey.random().token(forBrowser: browser))
        #expect(CSRFKey(bytes: [1, 2, 3]) == nil)
    }
}
