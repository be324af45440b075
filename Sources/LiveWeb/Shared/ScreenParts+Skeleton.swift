extension ScreenParts {
    /// The shape of a list's rows, which its skeleton takes while the list loads.
    public enum SkeletonShape: String, Sendable {
        /// A row with a poster beside its title and two lines.
        case poster
        /// A row with a round avatar beside two lines.
        case avatar
        /// Cards in a grid, each a square picture over two lines.
        case card
        /// A row of text lines alone (a table's rows, a list of stations).
        case lines
    }

    /// Skeleton rows in the list's own row shape while the list loads, in place of a spinner: grey blocks where
    /// the picture and the text will be, with a shimmer that stops under reduced motion (`.skeleton` in
    /// `app.css`). The blocks are hidden from assistive technology, which hears `text` ("Loading…") as a polite
    /// status instead; the skeleton is `aria-busy` until the rows replace it.
    /// - Parameters:
    ///   - text: what a screen reader hears, such as "Loading…".
    ///   - shape: the shape of the list's rows.
    ///   - rows: how many rows to draw.
    public static func skeleton(_ text: String, shape: SkeletonShape, rows: Int = 6) -> HTML {
        let lines: HTML =
            shape == .poster
            ? "<span class=\"skeleton-line\"></span><span class=\"skeleton-line\"></span><span class=\"skeleton-line skeleton-short\"></span>"
            : "<span class=\"skeleton-line\"></span><span class=\"skeleton-line skeleton-short\"></span>"
        let picture: HTML = shape == .lines ? .empty : "<span class=\"skeleton-picture\"></span>"
        let row: HTML = "<li class=\"skeleton-row\">\(picture)<span class=\"skeleton-lines\">\(lines)</span></li>"
        // The status is its own element: a live region that is busy is not announced until it is not.
        return """
            <div class="skeleton skeleton-\(shape.rawValue)" aria-busy="true">\
            <p class="visually-hidden" role="status" aria-live="polite" data-announce>\(text)</p>\
            <ul class="skeleton-rows" aria-hidden="true">\(HTML.joined(Array(repeating: row, count: max(rows, 1))))</ul>\
            </div>
            """
    }
}
