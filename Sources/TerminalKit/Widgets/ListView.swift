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

    /// A list with nothing selected, shown from its first row.
    public init() {}

    /// Moves the selection for `key` among `count` rows; false when the key is not a list key.
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
