import PresentationLayer
import TerminalKit

/// What a scene shows in place of its content while it comes or after it failed, in the same words and styles
/// on every screen: a dimmed "Loading…" (or the scene's own words for it), and a failure's message in red with
/// "Retry (r)" in bold under it, worded in `strings`' language.
enum StatusLines {
    /// How a failure tells the user to try again: `r`, which every scene's failure answers ("Retry (r)").
    static func retry(_ strings: Strings) -> String {
        strings[TerminalText.retryLine]
    }

    /// The line saying something is on its way: "Loading…" unless `text` says what.
    static func loading(_ text: String? = nil, strings: Strings) -> StyledLine {
        StyledLine(text ?? strings[TerminalText.loading], style: .dim)
    }

    /// A failure's lines: `message` wrapped to `width` cells in red, and ``retry(_:)`` under it.
    static func failure(_ message: String, width: Int, strings: Strings) -> [StyledLine] {
        message.wrapped(toWidth: width).map { StyledLine($0, style: Style(foreground: .red)) }
            + [StyledLine(retry(strings), style: .bold)]
    }

    /// Draws the loading line at (`row`, `column`); returns the row after it.
    @discardableResult
    static func drawLoading(
        _ text: String? = nil, strings: Strings, in buffer: inout ScreenBuffer, row: Int, column: Int = 0
    ) -> Int {
        buffer.write([loading(text, strings: strings)], row: row, column: column)
    }

    /// Draws a failure's lines from (`row`, `column`), wrapped to leave `column` cells free on the right too;
    /// returns the row after them.
    @discardableResult
    static func drawFailure(
        _ message: String, strings: Strings, in buffer: inout ScreenBuffer, row: Int, column: Int = 0
    ) -> Int {
        buffer.write(
            failure(message, width: max(1, buffer.width - 2 * column), strings: strings), row: row, column: column)
    }
}
