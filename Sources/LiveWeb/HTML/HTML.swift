/// A fragment of HTML markup that is safe by construction.
///
/// String literals are trusted markup; every interpolated `String` (or other text value) is escaped,
/// while an interpolated `HTML` value is inserted as is:
/// ```swift
/// let row: HTML = "<li class=\"row\">\(movie.title)</li>"   // the title is escaped
/// let list: HTML = "<ul>\(rows)</ul>"                        // rows: [HTML], inserted raw
/// ```
///
/// The markup is kept as UTF-8 bytes, which is what a response sends: putting a page together copies bytes,
/// and escaping appends runs of them, without building a `String` for each part.
public struct HTML: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup's UTF-8 bytes, for writing into a response.
    public private(set) var utf8: [UInt8]

    /// Creates markup from a string literal, which is trusted.
    public init(stringLiteral literal: String) {
        utf8 = Array(literal.utf8)
    }

    /// Creates markup from an interpolation whose text values are escaped.
    public init(stringInterpolation interpolation: Interpolation) {
        self = interpolation.html
    }

    /// Creates markup from escaped text.
    public init(text: String) {
        utf8 = []
        HTML.appendEscaped(text, to: &utf8)
    }

    /// No markup at all.
    public static let empty: HTML = ""

    /// The markup.
    public var markup: String { String(decoding: utf8, as: UTF8.self) }

    /// The markup.
    public var description: String { markup }

    /// Concatenates fragments, with an optional separator between them, into room reserved for all of them.
    public static func joined(_ fragments: [HTML], separator: HTML = .empty) -> HTML {
        var result = HTML.empty
        result.utf8.reserveCapacity(
            fragments.reduce(0) { $0 + $1.utf8.count } + max(fragments.count - 1, 0) * separator.utf8.count)
        for (index, fragment) in fragments.enumerated() {
            if index > 0 { result.utf8 += separator.utf8 }
            result.utf8 += fragment.utf8
        }
        return result
    }

    /// Appends `count` fragments, each appended by `appendFragment` (with its index, from 0 on), into room
    /// reserved for all of them once the first is in: the rows of a long list are not copied as it grows.
    public mutating func append(count: Int, _ appendFragment: (Int, inout HTML) -> Void) {
        for index in 0..<count {
            let start = utf8.count
            appendFragment(index, &self)
            if index == 0 { utf8.reserveCapacity(utf8.count + (utf8.count - start) * (count - 1) * 17 / 16) }
        }
    }

    /// Appends another fragment.
    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        var result = lhs
        result += rhs
        return result
    }

    /// Appends another fragment.
    public static func += (lhs: inout HTML, rhs: HTML) {
        lhs.utf8 += rhs.utf8
    }

    /// The interpolation: literals are kept, text values are escaped, `HTML` values are kept.
    public struct Interpolation: StringInterpolationProtocol {
        /// The markup so far.
        public internal(set) var html = HTML.empty
        /// The room reserved at first: for the literal parts, and some for each interpolation.
        public let expectedCapacity: Int

        /// Reserves room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            expectedCapacity = literalCapacity + interpolationCount * 32
            html.utf8.reserveCapacity(expectedCapacity)
        }

        /// Appends trusted literal markup.
        public mutating func appendLiteral(_ literal: String) {
            html.utf8 += literal.utf8
        }

        /// Appends escaped text.
        public mutating func appendInterpolation(_ text: String) {
            HTML.appendEscaped(text, to: &html.utf8)
        }

        /// Appends escaped text.
        public mutating func appendInterpolation(_ text: Substring) {
            HTML.appendEscaped(text, to: &html.utf8)
        }

        /// Appends a number's digits (and sign), which need no escaping.
        public mutating func appendInterpolation(_ number: Int) {
            HTML.appendDigits(of: number, to: &html.utf8)
        }

        /// Appends the escaped description of a value (identifiers…).
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            HTML.appendEscaped(value.description, to: &html.utf8)
        }

        /// Appends escaped text, or nothing for `nil`.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { HTML.appendEscaped(text, to: &html.utf8) }
        }

        /// Appends markup as is.
        public mutating func appendInterpolation(_ fragment: HTML) {
            // A large fragment (a list's rows) gets room for the rest of the markup along with it;
            // growing by doubling would copy it once more, for the few bytes after it.
            if fragment.utf8.count > 4_096 {
                html.utf8.reserveCapacity(html.utf8.count + fragment.utf8.count + expectedCapacity)
            }
            html += fragment
        }

        /// Appends markup as is, or nothing for `nil`.
        public mutating func appendInterpolation(_ fragment: HTML?) {
            if let fragment { html += fragment }
        }

        /// Appends each fragment as is.
        public mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { html += fragment }
        }
    }
}

extension HTML.Interpolation {
    /// Renders a live region's markup in place: its element, then its content.
    public mutating func appendInterpolation(_ region: LiveRegion.Markup) {
        appendLiteral("<div id=\"")
        appendInterpolation(region.id)
        appendLiteral("\" data-live>")
        region.content.append(regionID: region.id, to: &html)
        appendLiteral("</div>")
    }

    /// Renders a live region's markup in place, or nothing for `nil`.
    public mutating func appendInterpolation(_ region: LiveRegion.Markup?) {
        if let region { appendInterpolation(region) }
    }
}

extension HTML {
    /// The markup with `text` in place of every `old`, both trusted markup (a window's id, written by this server).
    func replacing(_ old: String, with text: String) -> HTML {
        let old = Array(old.utf8)
        let offsets = utf8.withUnsafeBytes { PageCache.offsets(of: old, in: $0) }
        guard !offsets.isEmpty else { return self }
        var result = HTML.empty
        result.utf8.reserveCapacity(utf8.count)
        var start = 0
        for offset in offsets {
            result.utf8 += utf8[start..<offset]
            result.utf8 += text.utf8
            start = offset + old.count
        }
        result.utf8 += utf8[start...]
        return result
    }
}
