/// What a scene shows in place of its content while it comes or after it failed, in the same words and styles
/// on every screen: a dimmed "Loading…" (or the scene's own words for it), and a failure's message in red with
/// "Retry (r)" in bold under it.
enum StatusLines {
    /// How a failure tells the user to try again: `r`, which every scene's failure answers.
    static let retry = "Retry (r)"

    /// The line saying something is on its way: "Loading…" unless `text` says what.
    static func loading(_ text: String = "Loading…") -> StyledLine {
        StyledLine(text, style: .dim)
    }

    /// A failure's lines: `message` wrapped to `width` cells in red, and ``retry`` under it.
    static func failure(_ message: String, width: Int) -> [StyledLine] {
        message.wrapped(toWidth: width).map { StyledLine($0, style: Style(foreground: .red)) }
            + [StyledLine(retry, style: .bold)]
    }

    /// Draws the loading line at (`row`, `column`); returns the row after it.
    @discardableResult
    static func drawLoading(
        _ text: String = "Loading…", in buffer: inout ScreenBuffer, row: Int, column: Int = 0
    )
        -> Int
    {
        buffer.write([loading(text)], row: row, column: column)
    }

    /// Draws a failure's lines from (`row`, `column`), wrapped to leave `column` cells free on the right too;
    /// returns the row after them.
    @discardableResult
    static func drawFailure(_ message: String, in buffer: inout ScreenBuffer, row: Int, column: Int = 0) -> Int {
        buffer.write(failure(message, width: max(1, buffer.width - 2 * column)), row: row, column: column)
    }
}

extension KeyHelp {
    /// `r`, in the keys while something failed: the key ``StatusLines/retry`` names.
    static let retry = KeyHelp("r", "retry")
}
