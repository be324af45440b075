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

    /// The chrome in `words`, on the first screen or above it, with the help shown or not.
    public init(words: ChromeWords, isHome: Bool, isShowingHelp: Bool) {
        self.words = words
        self.isHome = isHome
        self.isShowingHelp = isShowingHelp
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
        var body = ScreenBuffer(width: size.width, height: size.height - 2)
        screen.draw(in: &body)
        frame.draw(body, row: 1, column: 0)
        drawStatusLine(keys: screen.keys, in: &frame)
        if isShowingHelp {
            drawHelp(screenTitle: screen.title, screenKeys: screen.keys, in: &frame)
            return (frame, nil)
        }
        guard let cursor = screen.cursor, (0..<body.height).contains(cursor.row),
            (0..<body.width).contains(cursor.column)
        else { return (frame, nil) }
        return (frame, (cursor.row + 1, cursor.column))
    }

    /// The screen's keys, then the app's; the screen's last ones are left out first when the line is too narrow.
    private func drawStatusLine(keys: [KeyHelp], in frame: inout ScreenBuffer) {
        let row = frame.height - 1
        let statusColumn = frame.width - words.status.terminalWidth - 1
        frame.write(words.status, row: row, column: statusColumn, style: .dim)
        let appKeys = [words.help, isHome ? words.quit : words.back]
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

    /// A box over the body listing the app's keys, then the screen's.
    private func drawHelp(screenTitle: String, screenKeys: [KeyHelp], in frame: inout ScreenBuffer) {
        let appKeys = words.appKeys
        var lines: [(KeyHelp?, String)] = [(nil, words.helpHeading)] + appKeys.map { ($0, "") }
        if !screenKeys.isEmpty {
            lines += [(nil, "")] + [(nil, screenTitle)] + screenKeys.map { ($0, "") }
        }
        lines += [(nil, ""), (nil, words.helpClose)]
        if lines.count + 2 > frame.height - 2 {
            lines.removeAll { $0.0 == nil && $0.1.isEmpty }  // no blank lines where the body is short
        }
        let keyWidth = (appKeys + screenKeys).map(\.key.terminalWidth).max() ?? 0
        let contentWidth =
            lines.map { line in
                line.0.map { keyWidth + 2 + $0.action.terminalWidth } ?? line.1.terminalWidth
            }.max() ?? 0
        let width = min(frame.width - 2, contentWidth + 4)
        let height = min(frame.height - 2, lines.count + 2)
        let top = 1 + (frame.height - 2 - height) / 2
        let left = (frame.width - width) / 2
        var box = ScreenBuffer(width: width, height: height)
        box.write("┌" + String(repeating: "─", count: width - 2) + "┐", row: 0, column: 0)
        for row in 1..<(height - 1) {
            box.write("│", row: row, column: 0)
            box.write("│", row: row, column: width - 1)
        }
        box.write("└" + String(repeating: "─", count: width - 2) + "┘", row: height - 1, column: 0)
        for (index, line) in lines.prefix(height - 2).enumerated() {
            let row = index + 1
            if let help = line.0 {
                box.write(help.key, row: row, column: 2, style: .bold, maxWidth: width - 4)
                box.write(help.action, row: row, column: 4 + keyWidth, maxWidth: max(0, width - 6 - keyWidth))
            } else {
                box.write(line.1, row: row, column: 2, style: .bold, maxWidth: width - 4)
            }
        }
        frame.draw(box, row: top, column: left)
    }
}
