/// The rows of a list that loads a page at a time, in every list that pages: the rows of the pages shown, how
/// many pages those are, and where the next page starts (nil once the list has ended).
///
/// Showing a page costs O(page size) whatever the number of rows already shown: a next page is appended in
/// place, and only a first page replaces the rows. The last page may be provisional (a cached copy on screen
/// until its fresh copy comes), and its fresh copy then replaces only its rows.
public struct Paging<Row: Hashable & Sendable, Cursor: Hashable & Sendable>: Hashable, Sendable {
    /// The rows of pages 1 through `pageCount`, in the service's order.
    public private(set) var rows: [Row]
    /// How many pages the rows came in (0 before the first one).
    public private(set) var pageCount: Int
    /// Where the page after the rows starts; nil once the list has ended.
    public private(set) var nextCursor: Cursor?
    /// How many rows at the end are a provisional copy of the last page, to be replaced by its fresh copy.
    public private(set) var provisionalCount: Int

    /// Creates a list; the defaults are a list with no page yet.
    public init(rows: [Row] = [], pageCount: Int = 0, nextCursor: Cursor? = nil, provisionalCount: Int = 0) {
        self.rows = rows
        self.pageCount = pageCount
        self.nextCursor = nextCursor
        self.provisionalCount = provisionalCount
    }

    /// Whether pages are left after the rows.
    public var hasMore: Bool { nextCursor != nil }

    /// Shows the first page: it replaces the rows.
    public mutating func showFirst(_ page: some Collection<Row>, next: Cursor?, provisional: Bool = false) {
        rows.removeAll(keepingCapacity: true)
        pageCount = 0
        provisionalCount = 0
        append(page, next: next, provisional: provisional)
    }

    /// Shows the page after the rows: appends it, in O(page size).
    public mutating func append(_ page: some Collection<Row>, next: Cursor?, provisional: Bool = false) {
        rows.append(contentsOf: page)
        pageCount += 1
        nextCursor = next
        provisionalCount = provisional ? page.count : 0
    }

    /// Shows the last page again (its fresh copy, or a newer cached one): replaces its provisional rows.
    public mutating func replaceLast(with page: some Collection<Row>, next: Cursor?, provisional: Bool = false) {
        rows.removeLast(provisionalCount)
        pageCount -= 1
        append(page, next: next, provisional: provisional)
    }

    /// The last page is final as it is shown (its fresh copy holds the same rows): only where the list goes
    /// on may change.
    public mutating func confirmLast(next: Cursor?) {
        nextCursor = next
        provisionalCount = 0
    }

    /// Changes the first row that `matches`, if any is shown.
    public mutating func updateRow(where matches: (Row) -> Bool, _ change: (inout Row) -> Void) {
        guard let index = rows.firstIndex(where: matches) else { return }
        change(&rows[index])
    }
}
