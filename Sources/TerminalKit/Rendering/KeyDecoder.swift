/// Turns the terminal's input bytes into keys. Reads may end anywhere, so a sequence cut short (an arrow's
/// `ESC [`, half of a Hangul syllable's UTF-8) waits for the next read. Unknown sequences are dropped, never typed.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing held back.
    public init() {}

    /// True when the bytes held back are a lone ESC: the Esc key, unless the rest of a sequence is on its way.
    /// The reader waits a moment for more input, then calls `flush()`.
    public var isWaitingAfterEscape: Bool { pending == [0x1B] }

    /// The keys in `bytes` (after any bytes held back from the read before).
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Ends a held-back sequence: a lone ESC is the Esc key; anything else unfinished is dropped.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        return pending.first == 0x1B ? [.escape] : []
    }

    /// The key at `index` and the bytes it took (a nil key: bytes dropped), or nil when the bytes end too soon.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escapeSequence(at: index, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8Character(at: index, in: bytes)
        }
    }

    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["): return csiSequence(at: index, in: bytes)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (finalKey(bytes[index + 2]), 3)
        case 0x1B: return (.escape, 1)  // Esc pressed twice, or Esc before a sequence
        case 0x20..<0x7F: return (.alt(Character(Unicode.Scalar(bytes[index + 1]))), 2)
        case 0xC2...0xF4:
            // Alt with a character of several bytes (Hangul): one key once the character is whole.
            guard let (key, length) = utf8Character(at: index + 1, in: bytes) else { return nil }
            guard case .character(let character)? = key else { return (.escape, 1) }
            return (.alt(character), 1 + length)
        default: return (.escape, 1)  // Esc, then a control key
        }
    }

    /// `ESC [` parameters (digits, `;`) and a final byte: `ESC [ A`, `ESC [ 5 ~`, `ESC [ 1 ; 5 C`.
    private static func csiSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let length = end - index + 1
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        if parameters.isEmpty, bytes[end] == UInt8(ascii: "M") {
            // A mouse report in the old form (`ESC [ M` and three bytes), from a terminal without SGR reports:
            // dropped whole, so its bytes are never typed.
            return end + 3 < bytes.count ? (nil, length + 3) : nil
        }
        if parameters.hasPrefix("<") {
            return (mouseKey(parameters.dropFirst(), isPress: bytes[end] == UInt8(ascii: "M")), length)
        }
        if bytes[end] == UInt8(ascii: "~") {
            let number = parameters.split(separator: ";").first.flatMap { Int($0) }
            return (number.flatMap { tildeKeys[$0] }, length)
        }
        return (finalKey(bytes[end]), length)
    }

    private static func finalKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        default: nil
        }
    }

    /// An SGR mouse report's key (`ESC [ < button ; column ; row M`, `m` for a release): a left press, a wheel
    /// notch; nil for releases, drags and the other buttons.
    private static func mouseKey(_ parameters: Substring, isPress: Bool) -> Key? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard isPress, numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        switch numbers[0] {
        case 0: return .click(row: numbers[2] - 1, column: numbers[1] - 1)
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return nil
        }
    }

    /// `ESC [ n ~` keys (VT220 and the Linux console).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 3: .delete, 5: .pageUp, 6: .pageDown,
    ]

    private static func utf8Character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        let length =
            switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }
        guard index + length <= bytes.count else {
            // A cut character waits, unless what came already cannot be one.
            let continuing = bytes[(index + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
            return continuing ? nil : (nil, 1)
        }
        let slice = bytes[index..<(index + length)]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            let scalar = String(validating: slice, as: UTF8.self)?.unicodeScalars.first
        else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }
}
