/// The scroll position of a page of lines that may be taller than its screen (a details page): ↑/↓ (and `j`/`k`)
/// scroll it a line at a time, Page Up/Down (and Space) a page, Home/End (and `g`/`G`) to its ends, never past its
/// last line. Screens keep one per page and draw their lines through it; a page whose lines are costly to make (a
/// long text wrapped) has them made once per content and width.
public struct ScrollingPage: Sendable {
    /// The first line shown.
    public private(set) var top = 0
    /// How many rows the page showed when last drawn.
    private var visibleRows = 0
    /// How many lines the page held when last drawn.
    private var lineCount = 0
    /// The lines last made by ``draw(_:in:lines:)``, with what they were made of.
    private var made: MadeLines?

    /// Lines made of a content for a width.
    private struct MadeLines: Sendable {
        var content: any Equatable & Sendable
        var width: Int
        var lines: [StyledLine]
    }

    /// A page shown from its first line.
    public init() {}

    /// Where the page is scrolled, for the status line beside where a list's selection is: the lines shown and how
    /// many there are (`12–40/120`), as last drawn; nil while the whole page fits.
    public var position: String? {
        guard visibleRows > 0, lineCount > visibleRows else { return nil }
        return "\(top + 1)–\(min(top + visibleRows, lineCount))/\(lineCount)"
    }

    /// The first line shown when the lines last drawn stay on the screen: the last one at the bottom at most.
    private var lastTop: Int { max(0, lineCount - visibleRows) }

    /// Scrolls for `key`, against the lines last drawn; false when the key does not scroll. A page keeps one line
    /// of the page before, as a list's Page Down does.
    public mutating func handle(_ key: Key) -> Bool {
        let page = max(1, visibleRows - 1)
        switch key {
        case .down, .character("j"): top = min(top + 1, lastTop)
        case .up, .character("k"): top = max(0, top - 1)
        case .pageDown, .character(" "): top = min(top + page, lastTop)
        case .pageUp: top = max(0, top - page)
        case .home, .character("g"): top = 0
        case .end, .character("G"): top = lastTop
        default: return false
        }
        return true
    }

    /// Draws the lines of `lines` that fit `buffer` from the first one shown, which moves up when the page got
    /// shorter (so no blank rows follow its end while lines are above).
    public mutating func draw(_ lines: [StyledLine], in buffer: inout ScreenBuffer) {
        visibleRows = buffer.height
        lineCount = lines.count
        top = min(top, lastTop)
        buffer.write(lines.dropFirst(top).prefix(buffer.height), row: 0)
    }

    /// Draws the rows of `page`, a buffer the page was drawn whole into (a page whose lines mix styles), that fit
    /// `buffer` from the first one shown, as ``draw(_:in:)`` draws lines; the page ends after its first `rows`
    /// rows, and those after them are blank.
    public mutating func draw(rows: Int, of page: ScreenBuffer, in buffer: inout ScreenBuffer) {
        visibleRows = buffer.height
        lineCount = min(rows, page.height)
        top = min(top, lastTop)
        buffer.draw(page, row: -top, column: 0)
    }

    /// Draws the lines `makeLines` makes of `content` for the buffer's width, made again only when the content or
    /// the width differ from the last draw's, so a frame that changes neither (a key that scrolls) does not wrap a
    /// long text again. `makeLines` must depend on nothing but its arguments (and what never changes).
    public mutating func draw<Content: Equatable & Sendable>(
        _ content: Content, in buffer: inout ScreenBuffer, lines makeLines: (Content, _ width: Int) -> [StyledLine]
    ) {
        if let made, made.width == buffer.width, made.content as? Content == content {
            draw(made.lines, in: &buffer)
            return
        }
        let lines = makeLines(content, buffer.width)
        made = MadeLines(content: content, width: buffer.width, lines: lines)
        draw(lines, in: &buffer)
    }
}
