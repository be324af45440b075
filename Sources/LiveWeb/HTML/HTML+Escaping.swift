extension HTML {
    /// Escapes the five characters that are significant in text and quoted attribute values, and drops
    /// control characters (NUL and the other C0 and C1 controls but tab, line feed and carriage return),
    /// which have no place in a page and may come from upstream text.
    public static func escape(_ text: some StringProtocol) -> String {
        var escaped: [UInt8] = []
        appendEscaped(Substring(text), to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `text`'s UTF-8 bytes to `markup`, escaped as `escape(_:)` escapes them.
    public static func appendEscaped(_ text: String, to markup: inout [UInt8]) {
        // A native string lends its bytes without being copied (a retain and a release on every escape).
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &markup) }) == nil {
            var text = text
            text.withUTF8 { appendEscaped($0, to: &markup) }
        }
    }

    /// Appends `text`'s UTF-8 bytes to `markup`, escaped as `escape(_:)` escapes them.
    public static func appendEscaped(_ text: Substring, to markup: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &markup) }
    }

    /// Appends the UTF-8 `bytes` to `markup`, escaped as `escape(_:)` escapes them.
    ///
    /// Everything escaped or dropped is one ASCII byte or a C1 control (`0xC2 0x80`…`0xC2 0x9F`), and no
    /// byte of another scalar can be taken for one, so the bytes between them are copied as runs.
    public static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to markup: inout [UInt8]) {
        var runStart = 0
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count, !mayReplaceAny(of: bytes, at: index) {
                index += 8
                continue
            }
            guard mayBeReplaced(bytes[index]), let (entity, width) = replacement(in: bytes, at: index) else {
                index += 1
                continue
            }
            markup += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
            entity.withUTF8Buffer { markup += $0 }
            index += width
            runStart = index
        }
        markup += UnsafeBufferPointer(rebasing: bytes[runStart...])
    }

    /// Appends the decimal digits of `number` (with `-` when negative) to `markup`.
    public static func appendDigits(of number: Int, to markup: inout [UInt8]) {
        if number < 0 { markup.append(UInt8(ascii: "-")) }
        // The digits are written from the last into room on the stack, then appended in order; reversing
        // them in `markup[start...]` copied the whole of `markup` each time (the slice shares its buffer).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = number.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            markup += UnsafeBufferPointer(rebasing: digits[start...])
        }
    }

    /// False when none of the eight bytes from `index` may be replaced (see `mayBeReplaced(_:)`), tested
    /// together in one 64-bit word: most text has long runs of them, which are skipped eight bytes at a time.
    /// A byte below 32 (tab, line feed and carriage return included) or one of the seven others is
    /// found with the classic "has a zero byte" test, `(x - 0x01…) & ~x & 0x80…`, on `x` XOR that byte.
    @inline(__always)
    private static func mayReplaceAny(of bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let word = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)
        func has(_ byte: UInt64) -> Bool {
            let x = word ^ (ones &* byte)
            return (x &- ones) & ~x & highBits != 0
        }
        // Below 32: subtracting 32 from each byte borrows into its high bit only for those bytes.
        let hasControl = (word &- ones &* 0x20) & ~word & highBits != 0
        return hasControl || has(0x26) || has(0x3C) || has(0x3E) || has(0x22) || has(0x27) || has(0x7F) || has(0xC2)
    }

    /// True for `&<>"'`, the C0 controls, DEL and `0xC2` (the first byte of the C1 controls, and of other
    /// scalars). Below 64, one test against a mask with a bit for each C0 control but tab, line feed and
    /// carriage return, and for `"` (34), `&` (38), `'` (39), `<` (60) and `>` (62).
    @inline(__always)
    private static func mayBeReplaced(_ byte: UInt8) -> Bool {
        byte < 64 ? 0x5000_00C4_FFFF_D9FF & (1 << UInt64(byte)) != 0 : byte == 0x7F || byte == 0xC2
    }

    /// What the scalar starting at `bytes[index]` becomes (its entity, or nothing for a control character) and
    /// how many bytes it spans; nil when it is kept as is.
    @inline(__always)
    private static func replacement(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (entity: StaticString, width: Int)? {
        switch bytes[index] {
        case UInt8(ascii: "&"): ("&amp;", 1)
        case UInt8(ascii: "<"): ("&lt;", 1)
        case UInt8(ascii: ">"): ("&gt;", 1)
        case UInt8(ascii: "\""): ("&quot;", 1)
        case UInt8(ascii: "'"): ("&#39;", 1)
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): nil
        case 0x00...0x1F, 0x7F: ("", 1)
        case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]): ("", 2)
        default: nil
        }
    }
}
