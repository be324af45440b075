/// How many terminal cells text takes: 2 for East Asian wide characters (Hangul, CJK, fullwidth forms) and emoji
/// shown as emoji, 0 for combining marks and joiners, 1 otherwise; a grapheme cluster (an emoji with its
/// modifiers, a decomposed Hangul syllable) takes the width of its widest part.
extension Character {
    /// The cells the character takes: 0, 1 or 2.
    public var terminalWidth: Int {
        var width = 0
        for scalar in unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }  // emoji presentation
            width = max(width, scalar.terminalWidth)
        }
        return width
    }
}

extension Unicode.Scalar {
    /// The scalar's own width (see `Character.terminalWidth`).
    public var terminalWidth: Int {
        let value = self.value
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul medial vowels and final consonants (jamo, and their extended-B block): part of a syllable.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if properties.isEmojiPresentation { return 2 }
        return Self.wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, from Unicode's EastAsianWidth.txt.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
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
