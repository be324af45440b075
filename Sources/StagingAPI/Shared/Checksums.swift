/// CRC-32 (ISO 3309, as PNG chunks use it): reflected polynomial `0xEDB88320`, initial value and final xor
/// `0xFFFFFFFF`.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    static func checksum(_ parts: [UInt8]...) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for part in parts {
            for byte in part {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Adler-32 (RFC 1950), the checksum that ends a zlib stream.
enum Adler32 {
    private static let modulus: UInt32 = 65_521
    /// The most bytes that can be summed before `high` must be reduced (RFC 1950's NMAX).
    private static let run = 5_552

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + run, bytes.count)
            for byte in bytes[start..<end] {
                low += UInt32(byte)
                high += low
            }
            low %= modulus
            high %= modulus
            start = end
        }
        return high << 16 | low
    }
}
