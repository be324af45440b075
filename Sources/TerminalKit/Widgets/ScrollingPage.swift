/// The scroll position of a page of lines that may be taller than its screen (a details page): ↑/↓ scroll it a
/// line at a time, never past its last line. Screens keep one per page and draw their lines through it.
public struct ScrollingPage: Sendable {
    /// The first line shown.
    public private(set) var top = 0
    /// How many rows the page showed when last drawn.
    private var visibleRows = 0
    /// How many lines the page held when last drawn.
    private var lineCount = 0

    /// A page shown from its first line.
    public init() {}

    /// The first line shown when the lines last drawn stay on the screen: the last one at the bottom at most.
    private var lastTop: Int { max(0, lineCount - visibleRows) }

    /// Scrolls for `key`, against the lines last drawn; false when the key is not ↑ or ↓.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .down: top = min(top + 1, lastTop)
        case .up: top = max(0, top - 1)
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
}
