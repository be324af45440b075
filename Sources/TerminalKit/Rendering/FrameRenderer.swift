/// The bytes that bring the terminal from one frame to the next: only the cells that changed, each run of them
/// after one cursor move, with only the SGR attributes that differ from the cell before; the whole screen (after
/// a clear) when there is no frame before or its size changed; nothing at all when neither the cells nor the
/// cursor changed.
public struct FrameRenderer: Sendable {
    /// False with `NO_COLOR`: no colour codes at all, the attributes (bold, dim, inverse, underline) kept.
    public var usesColor: Bool
    /// True where the terminal shows OSC 8 links (``TerminalLink/isShown(in:)``): a cell's link is sent with it.
    public var usesLinks: Bool
    /// The cursor's sequence the last frame ended with: what the terminal shows of the cursor while no cell is
    /// written; nil before the first frame, and forgotten by a frame drawn whole.
    private var cursorShown: String?

    /// A renderer with colours, or without them, and with links or without them.
    public init(usesColor: Bool = true, usesLinks: Bool = false) {
        self.usesColor = usesColor
        self.usesLinks = usesLinks
    }

    /// Colour unless `NO_COLOR` is set to anything but the empty string (no-color.org); links where the terminal
    /// shows them.
    public init(environment: [String: String]) {
        self.init(
            usesColor: environment["NO_COLOR", default: ""].isEmpty, usesLinks: TerminalLink.isShown(in: environment))
    }

    /// The ANSI text that shows `frame` over `previous`, the SGR reset at its end, then the cursor at
    /// (`row`, `column`) or hidden; empty when `frame` is `previous` and the cursor is where the last frame left
    /// it. Anything written to the terminal besides these frames must be followed by a frame over nil.
    public mutating func render(
        _ frame: ScreenBuffer, over previous: ScreenBuffer?, cursor: (row: Int, column: Int)?
    ) -> String {
        var output = ""
        var before = ScreenBuffer(width: frame.width, height: frame.height)
        if let previous, previous.width == frame.width, previous.height == frame.height {
            before = previous
        } else {
            output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            cursorShown = nil
        }
        let (changes, endsInLink) = cells(of: frame, over: before)
        if !changes.isEmpty {
            output = "\u{1B}[?25l" + output + changes + "\u{1B}[0m" + (endsInLink ? Self.link(nil) : "")
        }
        let cursorText =
            if let cursor, (0..<frame.height).contains(cursor.row), (0..<frame.width).contains(cursor.column) {
                "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
            } else {
                "\u{1B}[?25l"
            }
        // Written cells move the cursor; with none written it stays where the last frame put it.
        if output.isEmpty, cursorText == cursorShown { return "" }
        cursorShown = cursorText
        return output + cursorText
    }

    /// The changed cells' text, assuming the terminal shows `previous` with no attributes set, and whether it
    /// leaves a link open.
    private func cells(of frame: ScreenBuffer, over previous: ScreenBuffer) -> (String, Bool) {
        var output = ""
        var style = Style.plain
        var link: TerminalLink?
        for row in 0..<frame.height {
            var cursorColumn: Int?  // where the terminal's cursor is on this row, when known
            for column in 0..<frame.width where changed(frame, previous, row, column) {
                var cell = frame[row, column]
                if cell.isContinuation {
                    // A wide character's second half is printed with it; a stray one (a clipped copy) as a blank.
                    if column > 0, frame[row, column - 1].character.terminalWidth == 2 { continue }
                    cell = Cell(" ", style: cell.style)
                }
                let width = cell.character.terminalWidth
                if width == 0 || column + width > frame.width {
                    cell = Cell(" ", style: cell.style)  // nothing that would move the cursor unseen
                }
                if cursorColumn != column { output += "\u{1B}[\(row + 1);\(column + 1)H" }
                let next = effective(cell.style)
                output += Self.sgr(from: style, to: next)
                style = next
                if next.link != link {
                    output += Self.link(next.link)
                    link = next.link
                }
                output.append(cell.character)
                let end = column + max(1, cell.character.terminalWidth)
                cursorColumn = end < frame.width ? end : nil  // at the edge the terminal's column is unsure
            }
        }
        return (output, link != nil)
    }

    /// The OSC 8 sequence that starts a link to `link`'s address, or ends the link open (nil).
    static func link(_ link: TerminalLink?) -> String {
        "\u{1B}]8;;\(link?.url ?? "")\u{1B}\\"
    }

    /// A wide character counts as changed when either of its halves did, so it is printed whole.
    private func changed(_ frame: ScreenBuffer, _ previous: ScreenBuffer, _ row: Int, _ column: Int) -> Bool {
        if frame[row, column] != previous[row, column] { return true }
        let isWide = frame[row, column].character.terminalWidth == 2
        return isWide && column + 1 < frame.width && frame[row, column + 1] != previous[row, column + 1]
    }

    private func effective(_ style: Style) -> Style {
        var style = style
        if !usesLinks { style.link = nil }
        guard !usesColor else { return style }
        style.foreground = nil
        style.background = nil
        return style
    }

    /// The SGR sequence from one style to the next: empty when they are the same.
    static func sgr(from old: Style, to new: Style) -> String {
        var old = old
        old.link = new.link  // a link is not an SGR attribute
        guard old != new else { return "" }
        var codes: [String] = []
        if (old.bold && !new.bold) || (old.dim && !new.dim) {
            codes.append("22")
            if new.bold { codes.append("1") }
            if new.dim { codes.append("2") }
        } else {
            if new.bold && !old.bold { codes.append("1") }
            if new.dim && !old.dim { codes.append("2") }
        }
        if old.underline != new.underline { codes.append(new.underline ? "4" : "24") }
        if old.inverse != new.inverse { codes.append(new.inverse ? "7" : "27") }
        if old.foreground != new.foreground { codes.append(colorCode(new.foreground, base: 30)) }
        if old.background != new.background { codes.append(colorCode(new.background, base: 40)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Style.Color?, base: Int) -> String {
        guard let color else { return String(base + 9) }
        let value = Int(color.rawValue)
        return String(value < 8 ? base + value : base + 60 + value - 8)
    }
}
