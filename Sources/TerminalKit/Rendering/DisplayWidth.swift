/// How many terminal cells text takes, as terminals draw it: 2 for East Asian wide characters (Hangul, CJK, kana,
/// Tangut, fullwidth forms) and emoji shown as emoji, 0 for combining marks, joiners and controls, 1 otherwise. A
/// grapheme cluster takes the width of its widest part, and 2 when it is an emoji sequence: a pictograph followed by
/// VS16 (🌡️; 🌡 alone is text and takes 1), or pictographs joined by ZWJ (👨‍👩‍👧‍👦). The scalars' widths come from
/// `DisplayWidthTable`, generated from the Unicode data files by scripts/generate-display-widths.
extension Character {
    /// The cells the character takes: 0, 1 or 2.
    public var terminalWidth: Int {
        if let ascii = asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }  // the renderer's usual cell
        let scalars = unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        var width = first.terminalWidth
        guard width < 2, var current = iterator.next() else { return width }
        var previous = first
        while true {
            let next = iterator.next()
            let scalarWidth = current.terminalWidth
            if scalarWidth == 2 { return 2 }
            width = max(width, scalarWidth)
            switch current.value {
            case 0xFE0F where previous.isEmojiBase: return 2  // VS16: the emoji presentation of a text pictograph
            case 0x200D where previous.isEmojiBase && next != nil: return 2  // an emoji ZWJ sequence, one picture
            default: break
            }
            guard let next else { return width }
            previous = current
            current = next
        }
    }
}

extension Unicode.Scalar {
    /// The scalar's own width (see `Character.terminalWidth`): 0, 1 or 2.
    public var terminalWidth: Int {
        let value = self.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }  // ASCII, the renderer's usual cell
        if DisplayWidthTable.contains(value, in: DisplayWidthTable.zeroWidth) { return 0 }
        return DisplayWidthTable.contains(value, in: DisplayWidthTable.wide) ? 2 : 1
    }

    /// Whether the scalar is an emoji (Emoji or Extended_Pictographic), which VS16 or ZWJ make a 2-cell picture.
    var isEmojiBase: Bool {
        DisplayWidthTable.contains(value, in: DisplayWidthTable.emojiBases)
    }
}

extension StringProtocol {
    /// The cells the text takes on one line.
    public var terminalWidth: Int {
        reduce(0) { $0 + $1.terminalWidth }
    }

    /// The text cut to `width` cells, ending in "…" when it was cut (a wide character never split, no space left
    /// before the "…").
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard terminalWidth > width else { return String(self) }
        var result = ""
        var used = 0
        for character in self {
            let next = character.terminalWidth
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        while result.last?.isWhitespace == true { result.removeLast() }  // "Hello…", not "Hello …"
        return result + "…"
    }

    /// The text broken into lines of at most `width` cells, at spaces where it can be, mid-word where a word is
    /// longer than a line (Korean text has spaces between words, as English has).
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = word.terminalWidth
                let separator = line.isEmpty ? 0 : 1
                if lineWidth + separator + wordWidth <= width {
                    if separator == 1 { line.append(" ") }
                    line += word
                    lineWidth += separator + wordWidth
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                for character in word {
                    let characterWidth = character.terminalWidth
                    if lineWidth + characterWidth > width, !line.isEmpty {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lines.append(line)
        }
        return lines
    }
}
