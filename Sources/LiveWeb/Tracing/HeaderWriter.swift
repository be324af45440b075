/// Writes a header's bytes into memory that has room for them.
struct HeaderWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        end = start
    }

    /// How many bytes were written.
    var count: Int { end - start }

    mutating func write(_ byte: UInt8) {
        end.initialize(to: byte)
        end += 1
    }

    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            guard let start = bytes.baseAddress else { return }
            end.initialize(from: start, count: bytes.count)
            end += bytes.count
        }
    }

    mutating func write(_ text: StaticString) {
        end.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        end += text.utf8CodeUnitCount
    }

    /// Writes `text` as inside a header's quoted string: printable ASCII, `"` and `\` escaped, any other
    /// character a `?`.
    mutating func writeQuoted(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            // Names of types and calls need no change: checked, then copied at once.
            if let start = bytes.baseAddress, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E && $0 != 0x22 && $0 != 0x5C })
            {
                end.initialize(from: start, count: bytes.count)
                end += bytes.count
                return
            }
            for byte in bytes {
                if byte == 0x22 || byte == 0x5C {
                    write(UInt8(ascii: "\\"))
                    write(byte)
                } else if byte >= 0x20 && byte <= 0x7E {
                    write(byte)
                } else if byte < 0x80 || byte >= 0xC0 {
                    // A character of several bytes is one `?`, written for its first byte.
                    write(UInt8(ascii: "?"))
                }
            }
        }
    }

    /// Writes `nanoseconds` in milliseconds to the microsecond, as a `Double` writes itself (`1.0`, `12.345`).
    mutating func writeMilliseconds(nanoseconds: Int64) {
        let microseconds = max(0, (nanoseconds + 500) / 1000)
        writeDigits(of: microseconds / 1000)
        write(UInt8(ascii: "."))
        let fraction = Int(microseconds % 1000)
        write(UInt8(ascii: "0") + UInt8(fraction / 100))
        // The decimals after the first, without the zeros that end them.
        if fraction % 100 != 0 {
            write(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
            if fraction % 10 != 0 { write(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// Writes `value`'s decimal digits, `value` being zero or more.
    private mutating func writeDigits(of value: Int64) {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var value = value
        for place in stride(from: digits - 1, through: 0, by: -1) {
            (end + place).initialize(to: UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        }
        end += digits
    }
}
