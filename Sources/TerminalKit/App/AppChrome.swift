/// What the app draws around a screen: the title bar on the first row, the status line on the last (the keys,
/// then the status at the right), the help over the body when it is open, and a notice when the terminal is too
/// small for any of it, in ``ChromeWords``. ``TerminalApp`` draws each frame with it; a test draws one as the app
/// would.
@MainActor
public struct AppChrome {
    /// The smallest terminal the app draws in.
    public static let minimumSize = TerminalSize(width: 20, height: 6)

    /// The words around the screen.
    public var words: ChromeWords
    /// True on the app's first screen, where `q` quits.
    public var isHome: Bool
    /// True while the help shows over the body.
    public var isShowingHelp: Bool
    /// How many of the help's lines are scrolled above its box.
    public var helpOffset: Int
    /// The screen's address in another ring (its web address), at the title bar's right when it fits beside the
    /// title; nil for none.
    public var address: String?

    /// The chrome in `words`, on the first screen or above it, with the help shown or not.
    /// - Parameters:
    ///   - words: the words around the screen.
    ///   - isHome: the screen is the app's first.
    ///   - isShowingHelp: the help shows over the body.
    ///   - helpOffset: how many of the help's lines are scrolled above its box.
    ///   - address: the screen's address, shown at the title bar's right when it fits; nil for none.
    public init(
        words: ChromeWords, isHome: Bool, isShowingHelp: Bool, helpOffset: Int = 0, address: String? = nil
    ) {
        self.words = words
        self.isHome = isHome
        self.isShowingHelp = isShowingHelp
        self.helpOffset = helpOffset
        self.address = address
    }

    /// The whole frame with `screen` in its body, and where the cursor shows (nil: hidden).
    public func frame(of screen: any TerminalScreen, size: TerminalSize) -> (ScreenBuffer, (row: Int, column: Int)?) {
        var frame = ScreenBuffer(width: size.width, height: size.height)
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            let notice = words.tooSmall.truncated(toWidth: size.width)
            let column = max(0, (size.width - notice.terminalWidth) / 2)
            frame.write(notice, row: size.height / 2, column: column)
            return (frame, nil)
        }
        frame.fill(row: 0, style: Style(bold: true, inverse: true))
        let title = " \(words.appName) · \(screen.title)".truncated(toWidth: size.width - 1)
        frame.write(title, row: 0, column: 0, style: Style(bold: true, inverse: true))
        // The title comes first: the address shows only whole, two cells clear of it.
        if let address, title.terminalWidth + 2 + address.terminalWidth + 1 <= size.width {
            frame.write(
                address, row: 0, column: size.width - address.terminalWidth - 1, style: Style(inverse: true))
        }
        var body = ScreenBuffer(width: size.width, height: size.height - 2)
        screen.draw(in: &body)
        frame.draw(body, row: 1, column: 0)
        drawStatusLine(
            keys: screen.keys, isEditing: screen.isEditing, typesLetters: screen.typesLetters,
            position: screen.position, in: &frame)
        if isShowingHelp {
            drawHelp(screenTitle: screen.title, screenKeys: screen.keys, typesLetters: screen.typesLetters, in: &frame)
            return (frame, nil)
        }
        guard let cursor = screen.cursor, (0..<body.height).contains(cursor.row),
            (0..<body.width).contains(cursor.column)
        else { return (frame, nil) }
        return (frame, (cursor.row + 1, cursor.column))
    }

    /// The screen's keys, then the app's (none while a field has the keyboard: they would be typed; no letter
    /// where letters start a search); the screen's last ones are left out first when the line is too narrow. The
    /// list's position and the status are at the right.
    private func drawStatusLine(
        keys: [KeyHelp], isEditing: Bool, typesLetters: Bool, position: String?, in frame: inout ScreenBuffer
    ) {
        let row = frame.height - 1
        var statusColumn = frame.width - words.status.terminalWidth - 1
        frame.write(words.status, row: row, column: statusColumn, style: .dim)
        if let position, statusColumn - position.terminalWidth - 2 > frame.width / 2 {
            statusColumn -= position.terminalWidth + 2
            frame.write(position, row: row, column: statusColumn, style: .dim)
        }
        // Where letters start a search, Esc is the way back (it always goes back above the first screen).
        let back = isHome ? words.quit : typesLetters ? KeyHelp("Esc", words.back.action) : words.back
        let appKeys = isEditing ? [] : [words.help, back].compactMap { Self.typed($0, typesLetters) }
        var shown = keys
        func width(_ keys: [KeyHelp]) -> Int {
            keys.reduce(0) { $0 + $1.key.terminalWidth + $1.action.terminalWidth + 3 }
        }
        while !shown.isEmpty, 1 + width(shown + appKeys) > statusColumn { shown.removeLast() }
        var column = 1
        for help in shown + appKeys {
            column = frame.write(help.key, row: row, column: column, style: .bold, maxWidth: statusColumn - column)
            column = frame.write(" \(help.action)  ", row: row, column: column, maxWidth: statusColumn - column)
        }
    }

    /// `help` as a screen that `typesLetters` offers it: without the alternatives that are letters (`q/Esc` is
    /// `Esc` there, `q` alone is nothing), since a letter starts a search there.
    private static func typed(_ help: KeyHelp, _ typesLetters: Bool) -> KeyHelp? {
        guard typesLetters else { return help }
        let keys = help.key.split(separator: "/").map(String.init).filter { key in
            !(key.count == 1 && key.first?.isLetter == true)
        }
        return keys.isEmpty ? nil : KeyHelp(keys.joined(separator: "/"), help.action)
    }

    /// The help's lines in a frame `height` rows tall: a heading, the app's keys, the screen's title and keys, and
    /// how it closes (a nil key: a heading or a blank line; no blank lines where the body is short).
    private static func helpLines(
        words: ChromeWords, screenTitle: String, screenKeys: [KeyHelp], typesLetters: Bool, height: Int
    ) -> [(KeyHelp?, String)] {
        let appKeys = words.appKeys.compactMap { typed($0, typesLetters) }
        var lines: [(KeyHelp?, String)] = [(nil, words.helpHeading)] + appKeys.map { ($0, "") }
        if !screenKeys.isEmpty {
            lines += [(nil, "")] + [(nil, screenTitle)] + screenKeys.map { ($0, "") }
        }
        lines += [(nil, ""), (nil, words.helpClose)]
        if lines.count + 2 > height - 2 {
            lines.removeAll { $0.0 == nil && $0.1.isEmpty }
        }
        return lines
    }

    /// `offset` kept between the help's first line and the last that still fills its box on `screen` at `size`.
    /// - Parameters:
    ///   - offset: the lines asked to be scrolled above the box.
    ///   - words: the app's words, whose keys the help lists.
    ///   - screen: the screen the help is over.
    ///   - size: the terminal's size.
    /// - Returns: the offset the help can show.
    public static func clampedHelpOffset(
        _ offset: Int, words: ChromeWords, screen: (any TerminalScreen)?, size: TerminalSize
    ) -> Int {
        let lines = helpLines(
            words: words, screenTitle: screen?.title ?? "", screenKeys: screen?.keys ?? [],
            typesLetters: screen?.typesLetters ?? false, height: size.height)
        let shown = max(1, min(size.height - 2, lines.count + 2) - 2)
        return max(0, min(offset, lines.count - shown))
    }

    /// A box over the body listing the app's keys, then the screen's, scrolled by ``helpOffset`` when they do not
    /// fit; its bottom edge then says which lines show.
    private func drawHelp(screenTitle: String, screenKeys: [KeyHelp], typesLetters: Bool, in frame: inout ScreenBuffer)
    {
        let lines = Self.helpLines(
            words: words, screenTitle: screenTitle, screenKeys: screenKeys, typesLetters: typesLetters,
            height: frame.height)
        let keyWidth = lines.compactMap { $0.0?.allKeys.terminalWidth }.max() ?? 0
        let contentWidth =
            lines.map { line in
                line.0.map { keyWidth + 2 + $0.action.terminalWidth } ?? line.1.terminalWidth
            }.max() ?? 0
        let width = min(frame.width - 2, contentWidth + 4)
        let height = min(frame.height - 2, lines.count + 2)
        let top = 1 + (frame.height - 2 - height) / 2
        let left = (frame.width - width) / 2
        let shown = height - 2
        let offset = max(0, min(helpOffset, lines.count - shown))
        var box = ScreenBuffer(width: width, height: height)
        box.write("┌" + String(repeating: "─", count: width - 2) + "┐", row: 0, column: 0)
        for row in 1..<(height - 1) {
            box.write("│", row: row, column: 0)
            box.write("│", row: row, column: width - 1)
        }
        box.write("└" + String(repeating: "─", count: width - 2) + "┘", row: height - 1, column: 0)
        if shown < lines.count {
            let range = " ↑↓ \(offset + 1)–\(offset + shown)/\(lines.count) "
            box.write(range, row: height - 1, column: max(1, width - 1 - range.terminalWidth), maxWidth: width - 2)
        }
        for (index, line) in lines.dropFirst(offset).prefix(shown).enumerated() {
            let row = index + 1
            if let help = line.0 {
                box.write(help.allKeys, row: row, column: 2, style: .bold, maxWidth: width - 4)
                box.write(help.action, row: row, column: 4 + keyWidth, maxWidth: max(0, width - 6 - keyWidth))
            } else {
                box.write(line.1, row: row, column: 2, style: .bold, maxWidth: width - 4)
            }
        }
        frame.draw(box, row: top, column: left)
    }
}
