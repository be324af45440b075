/// Percent-encoding for a path segment or a query value in Strata's own addresses.
public enum PercentEncoding {
    /// `text` with every UTF-8 byte but RFC 3986's unreserved characters (`A`–`Z`, `a`–`z`, `0`–`9`, `-`,
    /// `.`, `_`, `~`) written as `%XX`: safe in a path segment and in a query value alike.
    ///
    /// On bytes, with text that needs no encoding returned as it is; Foundation's
    /// `addingPercentEncoding(withAllowedCharacters:)` cost more than the rest of a list row.
    public static func encode(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.allSatisfy(isUnreserved) else { return nil }
            var encoded: [UInt8] = []
            encoded.reserveCapacity(bytes.count * 3)
            for byte in bytes {
                if isUnreserved(byte) {
                    encoded.append(byte)
                } else {
                    encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
                }
            }
            return String(decoding: encoded, as: UTF8.self)
        } ?? text
    }

    /// The bytes `text` percent-encodes; nil when a `%` is not followed by two hexadecimal digits.
    public static func decodedBytes(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
