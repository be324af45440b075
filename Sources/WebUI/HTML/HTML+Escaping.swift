extension HTML {
    /// Escapes the five characters that are significant in text and quoted attribute values, and drops
    /// control characters (NUL and the other C0 and C1 controls but tab, line feed and carriage return),
    /// which have no place in a page and may come from upstream text.
    public static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        appendEscaped(String(text)[...], to: &escaped)
        return escaped
    }

    /// Appends `text` to `markup`, escaped as `escape(_:)` escapes it.
    static func appendEscaped(_ text: String, to markup: inout String) {
        appendEscaped(text[...], to: &markup)
    }

    /// Appends `text` to `markup`, escaped as `escape(_:)` escapes it.
    ///
    /// NB: it reads UTF-8 bytes, not scalars: everything escaped or dropped is one ASCII byte or a C1 control
    /// (`0xC2 0x80`…`0xC2 0x9F`), and no byte of another scalar can be taken for one. Text with nothing to
    /// escape, the common case, is appended whole; other text in runs between the replaced scalars, cut on
    /// scalar boundaries (never on `Character` ones, which could keep a `<` with a combining mark after it).
    static func appendEscaped(_ text: Substring, to markup: inout String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                guard mayBeReplaced(bytes[index]), let (entity, width) = replacement(in: bytes, at: index) else {
                    index += 1
                    continue
                }
                if runStart < index { markup.append(contentsOf: run(of: text, from: runStart, to: index)) }
                markup += entity
                index += width
                runStart = index
            }
            if runStart == 0 {
                markup.append(contentsOf: text)
            } else if runStart < bytes.count {
                markup.append(contentsOf: run(of: text, from: runStart, to: bytes.count))
            }
        }
        if appended == nil {
            var contiguous = String(text)
            contiguous.makeContiguousUTF8()
            appendEscaped(contiguous[...], to: &markup)
        }
    }

    /// The scalars of `text` between two UTF-8 offsets that fall on scalar boundaries.
    private static func run(of text: Substring, from start: Int, to end: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        return Substring(text.unicodeScalars[lower..<upper])
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
    ) -> (entity: String, width: Int)? {
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
