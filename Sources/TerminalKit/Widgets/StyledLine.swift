/// One line of text and how it shows: what a screen that builds its body as lines (a details page) draws.
public struct StyledLine: Equatable, Sendable {
    /// The line's text.
    public var text: String
    /// How the whole line shows.
    public var style: Style

    /// `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// An empty line, between a page's parts.
    public static let blank = StyledLine("")
}

extension ScreenBuffer {
    /// Writes `lines` one a row from (`row`, `column`), each in its style; returns the row after them.
    @discardableResult
    public mutating func write(_ lines: some Sequence<StyledLine>, row: Int, column: Int = 0) -> Int {
        var row = row
        for line in lines {
            write(line.text, row: row, column: column, style: line.style)
            row += 1
        }
        return row
    }
}
