/// The selection and scroll position of a list of rows: the arrows (and `j`/`k`), Page Up/Down, Home and End (and
/// `g`/`G`) move the selection, and the rows shown follow it. Screens keep one per list and draw their rows through
/// it. A screen with a search field gives letters to its field before its list (typing starts a search).
public struct ListView: Sendable {
    /// The selected row, nil while the list is empty.
    public private(set) var selection: Int?
    /// The first row shown.
    public private(set) var top = 0
    /// How many rows the list showed when last drawn (a page for Page Up/Down).
    public private(set) var visibleRows = 10
    /// The screen body's row of the list's first row when last drawn, for clicks.
    private var firstBodyRow = 0
    /// How far below the screen's body the buffer the list is drawn into starts (a screen that draws its list
    /// into a part of its body sets it), so that a click finds its row.
    public var bufferRowInBody = 0

    /// A list with nothing selected, shown from its first row.
    public init() {}

    /// Moves the selection for `key` among `count` rows; false when the key is not a list key, or is a click on the
    /// selected row (which the screen presses as Enter).
    public mutating func handle(_ key: Key, count: Int) -> Bool {
        guard count > 0 else { return false }
        let current = min(selection ?? -1, count - 1)
        let target: Int
        switch key {
        case .down, .character("j"): target = current + 1
        case .up, .character("k"): target = current - 1
        case .pageDown: target = current + max(1, visibleRows - 1)
        case .pageUp: target = current - max(1, visibleRows - 1)
        case .home, .character("g"): target = 0
        case .end, .character("G"): target = count - 1
        case .wheelDown: target = current + 1
        case .wheelUp: target = current - 1
        case .click(let row, _):
            // A click selects the row under it, and is left to the screen on the row already selected, which the
            // screen then opens as Enter would; a click beside the rows does nothing.
            let index = top + row - firstBodyRow
            guard (firstBodyRow..<(firstBodyRow + visibleRows)).contains(row), index < count else { return true }
            guard index != selection else { return false }
            target = index
        default: return false
        }
        selection = min(max(target, 0), count - 1)
        return true
    }

    /// Selects `index` (clamped to the rows there are).
    public mutating func select(_ index: Int, count: Int) {
        selection = count > 0 ? min(max(index, 0), count - 1) : nil
    }

    /// Draws rows `0..<count` into `buffer` from `row`, `height` rows tall: `drawRow` draws one at a buffer row,
    /// and the selected one is highlighted across the width. Keeps the selection in view.
    public mutating func draw(
        count: Int, in buffer: inout ScreenBuffer, row: Int = 0, height: Int? = nil,
        drawRow: (_ index: Int, _ buffer: inout ScreenBuffer, _ row: Int) -> Void
    ) {
        let height = max(1, height ?? (buffer.height - row))
        visibleRows = height
        firstBodyRow = bufferRowInBody + row
        if count == 0 {
            selection = nil
            top = 0
            return
        }
        let selected = min(selection ?? 0, count - 1)
        selection = selected
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        top = max(0, min(top, max(0, count - height)))
        for index in top..<min(count, top + height) {
            let line = row + index - top
            drawRow(index, &buffer, line)
            if index == selected {
                buffer.fill(row: line, style: .selected)
            }
        }
    }

    /// Where the selection is among `count` rows, `12/151`, for the status line; nil while the list is empty.
    public func position(of count: Int) -> String? {
        guard count > 0 else { return nil }
        return "\(min(selection ?? 0, count - 1) + 1)/\(count)"
    }

    /// True when the selection is within `margin` rows of the end of `count` rows: time to load the next page.
    public func isNearEnd(of count: Int, margin: Int = 3) -> Bool {
        guard let selection else { return false }
        return selection >= count - 1 - margin
    }
}
