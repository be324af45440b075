/// A grid of cells: what one frame of the screen shows, or a part of it a screen draws into. The renderer sends
/// the terminal only the cells that differ from the frame before (``FrameRenderer``).
public struct ScreenBuffer: Equatable, Sendable {
    /// The columns.
    public let width: Int
    /// The rows.
    public let height: Int
    /// The cells, row after row.
    public private(set) var cells: [Cell]

    /// A blank buffer of `width` by `height` cells (none when either is negative).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at (`row`, `column`), both from 0.
    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Writes `text` on one line from `column`, clipped at `maxWidth` cells (and the buffer's edge); a wide
    /// character that does not fit whole is left out (its cell stays blank). Returns the column after the text.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, row: Int, column: Int, style: Style = .plain, maxWidth: Int? = nil
    ) -> Int {
        guard (0..<height).contains(row) else { return column }
        let end = min(width, maxWidth.map { column + $0 } ?? width)
        var column = column
        for character in text {
            let characterWidth = character.terminalWidth
            if characterWidth == 0 { continue }
            if column + characterWidth > end { break }
            if column >= 0 {
                clearWideCharacter(row: row, column: column)
                self[row, column] = Cell(character, style: style)
                if characterWidth == 2 {
                    clearWideCharacter(row: row, column: column + 1)
                    self[row, column + 1] = Cell(Cell.continuation.character, style: style)
                }
            }
            column += characterWidth
        }
        return column
    }

    /// Gives the cells of `row` from `column` (`width` of them, to the edge by default) `style`, keeping their
    /// characters and links: a selected row's highlight across the whole width.
    public mutating func fill(row: Int, from column: Int = 0, width: Int? = nil, style: Style) {
        guard (0..<height).contains(row) else { return }
        let end = min(self.width, width.map { column + $0 } ?? self.width)
        for index in max(0, column)..<max(max(0, column), end) {
            let link = self[row, index].style.link
            self[row, index].style = style
            if style.link == nil { self[row, index].style.link = link }
        }
    }

    /// Copies `other` into this buffer with its top left corner at (`row`, `column`), clipped at the edges; a wide
    /// character of this buffer half covered (by a help box's edge) is blanked whole.
    public mutating func draw(_ other: ScreenBuffer, row: Int, column: Int) {
        for otherRow in 0..<other.height where (0..<height).contains(row + otherRow) {
            for otherColumn in 0..<other.width where (0..<width).contains(column + otherColumn) {
                clearWideCharacter(row: row + otherRow, column: column + otherColumn)
                self[row + otherRow, column + otherColumn] = other[otherRow, otherColumn]
            }
        }
    }

    /// The text of a row as the terminal shows it (wide characters once), without trailing spaces: for tests.
    public func text(ofRow row: Int) -> String {
        var line = ""
        for column in 0..<width where !self[row, column].isContinuation {
            line.append(self[row, column].character)
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Every row's text (see `text(ofRow:)`).
    public var lines: [String] { (0..<height).map(text(ofRow:)) }

    /// Overwriting half of a wide character blanks its other half, so no half character is ever left.
    private mutating func clearWideCharacter(row: Int, column: Int) {
        guard column < width else { return }
        if self[row, column].isContinuation, column > 0 {
            self[row, column - 1] = .blank
        } else if self[row, column].character.terminalWidth == 2, column + 1 < width {
            self[row, column + 1] = .blank
        }
    }
}
