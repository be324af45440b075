import PresentationLayer
import TerminalKit

/// The Movies search field's line: its label and the field, underlined while it has focus.
enum MoviesSearchLine {
    /// Where the field starts on its line: a cell after its label ("Search:", "검색:").
    static func fieldColumn(_ strings: Strings) -> Int {
        strings[MoviesTerminalText.searchLabel].terminalWidth + 1
    }

    /// Draws the line at the top of `buffer` and returns the caret's cells from the field's start.
    static func draw(_ field: TextField, isEditing: Bool, strings: Strings, in buffer: inout ScreenBuffer) -> Int {
        let column = MoviesSearchLine.fieldColumn(strings)
        buffer.write(strings[MoviesTerminalText.searchLabel], row: 0, column: 0, style: .bold)
        let width = max(1, buffer.width - column)
        if !isEditing, field.text.isEmpty {
            buffer.write(strings[MoviesTerminalText.pressToType], row: 0, column: column, style: .dim)
            return 0
        }
        let caret = field.draw(
            in: &buffer, row: 0, column: column, width: width, style: isEditing ? Style(underline: true) : .plain)
        return caret - column
    }
}

/// The recent searches under the field while it has focus, over the results, as the web ring's panel shows
/// over the page; the one picked with the arrows is highlighted.
enum MoviesSuggestionsList {
    /// Draws `queries` from `row` (a heading, then a line each); nothing when there are none.
    static func draw(
        _ queries: [String], selection: Int?, strings: Strings, in buffer: inout ScreenBuffer, row: Int
    ) {
        guard !queries.isEmpty else { return }
        let column = MoviesSearchLine.fieldColumn(strings)
        let width = max(1, buffer.width - column)
        // The panel's lines are cleared across the screen, so no result shows beside it.
        let blank = String(repeating: " ", count: buffer.width)
        buffer.write(blank, row: row, column: 0)
        buffer.write(strings[MoviesWords.recentSearches], row: row, column: column, style: .dim)
        for (index, query) in queries.enumerated() {
            let line = row + 1 + index
            buffer.write(blank, row: line, column: 0)
            buffer.write(" " + query.truncated(toWidth: width - 2), row: line, column: column)
            if index == selection {
                buffer.fill(row: line, from: column, width: width, style: .selected)
            }
        }
    }
}
