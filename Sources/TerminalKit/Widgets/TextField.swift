/// A one-line text field: characters (Hangul too) insert at the caret, Backspace and Delete remove, the arrows,
/// Home and End move the caret.
public struct TextField: Sendable {
    /// The text typed.
    public private(set) var text: String
    /// The caret, in characters from the start.
    public private(set) var caret: Int
    /// The most characters the field takes (nil: no limit).
    public var maximumLength: Int?

    /// A field holding `text`, the caret at its end, taking at most `maximumLength` characters.
    public init(text: String = "", maximumLength: Int? = nil) {
        self.text = text
        self.maximumLength = maximumLength
        caret = text.count
    }

    /// Replaces the text, the caret at its end.
    public mutating func set(_ text: String) {
        self.text = text
        caret = text.count
    }

    /// Edits for `key`; false when the key is not an editing key (Enter, Esc, Tab, the vertical arrows).
    public mutating func handle(_ key: Key) -> Bool {
        var characters = Array(text)
        switch key {
        case .character(let character):
            if let maximumLength, characters.count >= maximumLength { return true }
            characters.insert(character, at: caret)
            caret += 1
        case .backspace:
            guard caret > 0 else { return true }
            characters.remove(at: caret - 1)
            caret -= 1
        case .delete:
            guard caret < characters.count else { return true }
            characters.remove(at: caret)
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(characters.count, caret + 1)
        case .home: caret = 0
        case .end: caret = characters.count
        default: return false
        }
        text = String(characters)
        return true
    }

    /// Draws the field at (`row`, `column`), `width` cells wide (the text's end shows when it is longer), and
    /// returns the caret's column.
    @discardableResult
    public func draw(
        in buffer: inout ScreenBuffer, row: Int, column: Int, width: Int, style: Style = .plain
    )
        -> Int
    {
        let characters = Array(text)
        var start = 0
        while characters[start..<caret].reduce(0, { $0 + $1.terminalWidth }) > width - 1, start < caret {
            start += 1
        }
        buffer.fill(row: row, from: column, width: width, style: style)
        buffer.write(String(characters[start...]), row: row, column: column, style: style, maxWidth: width)
        return column + characters[start..<caret].reduce(0) { $0 + $1.terminalWidth }
    }
}
