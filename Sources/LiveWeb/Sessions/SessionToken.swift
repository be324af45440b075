/// Random 128-bit identifiers for sessions and CSRF tokens, as 32 lowercase hex characters.
public enum SessionToken {
    /// A new identifier from the system's random generator.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// A new identifier from `generator` (tests pass a seeded one).
    public static func random(using generator: inout some RandomNumberGenerator) -> String {
        let high: UInt64 = generator.next()
        let low: UInt64 = generator.next()
        // Written straight into the string's storage; a window is opened on every page load.
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for index in 0..<16 {
                buffer[index] = hexDigits[Int(high >> (60 - 4 * UInt64(index)) & 0xF)]
                buffer[16 + index] = hexDigits[Int(low >> (60 - 4 * UInt64(index)) & 0xF)]
            }
            return 32
        }
    }

    /// Whether `text` is an identifier as ``random()`` writes them.
    public static func isWellFormed(_ text: Substring) -> Bool {
        text.utf8.count == 32 && isLowercaseHex(text)
    }

    /// Whether `text` is made of lowercase hex digits only, as identifiers and signatures are written.
    static func isLowercaseHex(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
