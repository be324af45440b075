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
    static func appendEscaped(_ text: String, to markup: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &markup) }
    }

    /// Appends `text`'s UTF-8 bytes to `markup`, escaped as `escape(_:)` escapes them.
    static func appendEscaped(_ text: Substring, to markup: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &markup) }
    }

    /// Appends the UTF-8 `bytes` to `markup`, escaped as `escape(_:)` escapes them.
    ///
    /// NB: everything escaped or dropped is one ASCII byte or a C1 control (`0xC2 0x80`…`0xC2 0x9F`), and no
    /// byte of another scalar can be taken for one, so the bytes between them are copied as runs.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to markup: inout [UInt8]) {
        var runStart = 0
        var index = 0
        while index < bytes.count {
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
    static func appendDigits(of number: Int, to markup: inout [UInt8]) {
        guard number != 0 else {
            markup.append(UInt8(ascii: "0"))
            return
        }
        if number < 0 { markup.append(UInt8(ascii: "-")) }
        let start = markup.count
        var rest = number.magnitude
        while rest > 0 {
            markup.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        markup[start...].reverse()
    }

    /// True for `&<>"'`, the C0 controls, DEL and `0xC2` (the first byte of the C1 controls, and of other
    /// scalars). NB: below 64, one test against a mask with a bit for each C0 control but tab, line feed and
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
