import Foundation
import Testing

@testable import LiveWeb

struct PercentEncodingTests {
    @Test func unreservedTextIsKeptAndEverythingElseIsEncodedByteByByte() {
        #expect(PercentEncoding.encode("Star-Wars_1.0~") == "Star-Wars_1.0~")
        #expect(PercentEncoding.encode("a b&c=d/e?f#g+h%") == "a%20b%26c%3Dd%2Fe%3Ff%23g%2Bh%25")
        #expect(PercentEncoding.encode("é 🎬") == "%C3%A9%20%F0%9F%8E%AC")
        #expect(PercentEncoding.encode("") == "")
    }

    @Test func encodedTextDecodesBackToItself() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09-._~ &=?#/%+\"<>'\u{0}\u{7F}éß中🎬\u{301}")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement()! })
            #expect(PercentEncoding.encode(text).removingPercentEncoding == text)
            #expect(PercentEncoding.decodedBytes(Substring(PercentEncoding.encode(text))) == Array(text.utf8))
        }
    }

    @Test func decodingReadsEachPercentAndTwoHexDigitsAsAByteAndNothingElse() {
        #expect(PercentEncoding.decodedBytes("a%20b%2f%2F%C3%a9+") == Array("a b//é+".utf8))
        #expect(PercentEncoding.decodedBytes("%ff%00") == [0xFF, 0])
        #expect(PercentEncoding.decodedBytes("") == [])
        for malformed in ["%", "%2", "%zz", "%%41", "a%g1", "%2 "] {
            #expect(PercentEncoding.decodedBytes(Substring(malformed)) == nil, "\(malformed)")
        }
    }
}
