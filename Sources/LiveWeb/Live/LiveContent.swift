/// What a live region shows: markup, or markup around one list that grows.
///
/// A region whose content has a ``LiveList`` is updated by operation: when the new rows start with the
/// rows shown, only the rows added are sent (appended to the list), and the parts before and after the list
/// are replaced only when they changed; anything else replaces the region's content. Elements that are not
/// replaced keep their keyboard focus and the page keeps its scroll position.
public struct LiveContent: Sendable {
    /// The markup before the list (all of it, for a region without a list).
    public var head: HTML
    /// The list, if the region has one.
    public var list: LiveList?
    /// The markup after the list.
    public var foot: HTML

    /// Content that is replaced whole when it changes.
    public init(_ html: HTML) {
        head = html
        list = nil
        foot = .empty
    }

    /// Content around a list that grows: `head`, then the list, then `foot`.
    public init(head: HTML = .empty, list: LiveList, foot: HTML = .empty) {
        self.head = head
        self.list = list
        self.foot = foot
    }

    /// The region's inner markup. With a list, the head and foot are wrapped in elements the updates can
    /// target (`<regionID>-head`, `<regionID>-foot`, styled `display: contents`).
    public func markup(regionID: String) -> HTML {
        var markup = HTML.empty
        append(regionID: regionID, to: &markup)
        return markup
    }

    /// Appends the region's inner markup (see `markup(regionID:)`) to `markup`, the rows in place.
    public func append(regionID: String, to markup: inout HTML) {
        guard let list else {
            markup += head
            return
        }
        markup += "<div class=\"live-part\" id=\"\(regionID)-head\">\(head)</div>\(list.open)"
        list.appendRows(0..<list.count, to: &markup)
        markup += "\(list.close)<div class=\"live-part\" id=\"\(regionID)-foot\">\(foot)</div>"
    }

    /// This content with `text` (a window's id) in place of every `old` in its head and foot. A list's rows are
    /// not rewritten: a list is compared by its items, and rows are sent from the new content.
    func replacing(_ old: String, with text: String) -> LiveContent {
        var content = self
        content.head = head.replacing(old, with: text)
        content.foot = foot.replacing(old, with: text)
        return content
    }

    /// The updates that turn what `shown` showed into this content, in region `regionID`.
    public func updates(from shown: LiveContent, regionID: String) -> [LiveUpdate] {
        guard let list, let old = shown.list, list.continues(old) else {
            let html = markup(regionID: regionID)
            return html == shown.markup(regionID: regionID) ? [] : [.replace(target: regionID, html)]
        }
        var updates: [LiveUpdate] = []
        if head != shown.head {
            updates.append(.replace(target: "\(regionID)-head", head))
        }
        if list.count > old.count {
            updates.append(.append(target: list.id, list.rows(old.count..<list.count)))
        }
        if foot != shown.foot {
            updates.append(.replace(target: "\(regionID)-foot", foot))
        }
        return updates
    }
}

/// A list in a live region: its element, its rows, and how a row renders.
public struct LiveList: Sendable {
    /// The list element's id, the target of appends.
    public let id: String
    /// The number of rows.
    public let count: Int
    let open: HTML
    /// The markup after the rows.
    public let close: HTML
    private let items: any Sendable
    private let startsWithItems: @Sendable (any Sendable) -> Bool
    private let renderRows: @Sendable (Range<Int>, inout HTML) -> Void

    /// A list of `items`, each rendered by `row` (with its index) inside `<tag id=… class=…>`.
    public init<Item: Equatable & Sendable>(
        id: String, tag: String = "ol", className: String, items: [Item],
        row: @escaping @Sendable (Item, Int) -> HTML
    ) {
        self.init(id: id, tag: tag, className: className, items: items) { index, markup in
            markup += row(items[index], index)
        }
    }

    /// A list of `items` whose rows `appendRow` appends (by index) to the list's markup: a row put together from
    /// parts (a remembered row around its window's fields) is copied once, into the list.
    public init<Item: Equatable & Sendable>(
        id: String, tag: String = "ol", className: String, items: [Item],
        appendRow: @escaping @Sendable (Int, inout HTML) -> Void
    ) {
        self.id = id
        self.count = items.count
        self.open = "<\(HTML(stringLiteral: tag)) class=\"\(className)\" id=\"\(id)\">"
        self.close = "</\(HTML(stringLiteral: tag))>"
        self.items = items
        self.startsWithItems = { other in
            guard let other = other as? [Item], other.count <= items.count else { return false }
            return items[..<other.count].elementsEqual(other)
        }
        self.renderRows = { range, markup in
            markup.append(count: range.count) { offset, markup in appendRow(range.lowerBound + offset, &markup) }
        }
    }

    /// The rows in `range`, rendered.
    public func rows(_ range: Range<Int>) -> HTML {
        var markup = HTML.empty
        renderRows(range, &markup)
        return markup
    }

    /// Appends the rows in `range`, rendered, to `markup`.
    public func appendRows(_ range: Range<Int>, to markup: inout HTML) {
        renderRows(range, &markup)
    }

    /// Whether this list is `old` with rows added at the end.
    public func continues(_ old: LiveList) -> Bool {
        id == old.id && open == old.open && startsWithItems(old.items)
    }
}

/// One change to a page, sent on its window's event stream.
public enum LiveUpdate: Equatable, Sendable {
    /// Replace the content of the element `target`.
    case replace(target: String, HTML)
    /// Add markup at the end of the element `target`.
    case append(target: String, HTML)
}
