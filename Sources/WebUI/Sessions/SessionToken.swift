/// Random 128-bit identifiers for sessions and CSRF tokens, as 32 lowercase hex characters.
enum SessionToken {
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    static func random(using generator: inout some RandomNumberGenerator) -> String {
        hex(generator.next() as UInt64) + hex(generator.next() as UInt64)
    }

    /// Compares in time independent of where the first difference is, so a token cannot be guessed byte by byte.
    static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let lhs = Array(lhs.utf8)
        let rhs = Array(rhs.utf8)
        guard lhs.count == rhs.count, !lhs.isEmpty else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
