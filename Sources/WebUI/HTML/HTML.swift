/// A fragment of HTML markup that is safe by construction.
///
/// String literals are trusted markup; every interpolated `String` (or other text value) is escaped,
/// while an interpolated `HTML` value is inserted as is:
/// ```swift
/// let row: HTML = "<li class=\"row\">\(movie.title)</li>"   // the title is escaped
/// let list: HTML = "<ul>\(rows)</ul>"                        // rows: [HTML], inserted raw
/// ```
public struct HTML: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup.
    public private(set) var markup: String

    /// Creates markup from a string literal, which is trusted.
    public init(stringLiteral literal: String) {
        markup = literal
    }

    /// Creates markup from an interpolation whose text values are escaped.
    public init(stringInterpolation interpolation: Interpolation) {
        markup = interpolation.markup
    }

    /// Creates markup from escaped text.
    public init(text: String) {
        markup = ""
        HTML.appendEscaped(text, to: &markup)
    }

    /// No markup at all.
    public static let empty: HTML = ""

    /// The markup, for writing into a response.
    public var description: String { markup }

    /// Concatenates fragments, with an optional separator between them.
    public static func joined(_ fragments: some Sequence<HTML>, separator: HTML = .empty) -> HTML {
        var result = HTML.empty
        var isFirst = true
        for fragment in fragments {
            if !isFirst { result.markup += separator.markup }
            result.markup += fragment.markup
            isFirst = false
        }
        return result
    }

    /// Appends another fragment.
    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        var result = lhs
        result.markup += rhs.markup
        return result
    }

    /// The interpolation: literals are kept, text values are escaped, `HTML` values are kept.
    public struct Interpolation: StringInterpolationProtocol {
        var markup = ""
        /// The room reserved at first: for the literal parts, and a little for each interpolation.
        private let expectedCapacity: Int

        /// Reserves room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            expectedCapacity = literalCapacity + interpolationCount * 16
            markup.reserveCapacity(expectedCapacity)
        }

        /// Appends trusted literal markup.
        public mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Appends escaped text.
        public mutating func appendInterpolation(_ text: String) {
            HTML.appendEscaped(text, to: &markup)
        }

        /// Appends escaped text.
        public mutating func appendInterpolation(_ text: Substring) {
            HTML.appendEscaped(text, to: &markup)
        }

        /// Appends the escaped description of a value (numbers, identifiers…).
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            HTML.appendEscaped(value.description, to: &markup)
        }

        /// Appends escaped text, or nothing for `nil`.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { HTML.appendEscaped(text, to: &markup) }
        }

        /// Appends markup as is.
        public mutating func appendInterpolation(_ html: HTML) {
            // NB: a large fragment (a list's rows) gets room for the rest of the markup along with it;
            // growing by doubling would copy it once more, for the few bytes after it.
            if html.markup.utf8.count > 4_096 {
                markup.reserveCapacity(markup.utf8.count + html.markup.utf8.count + expectedCapacity)
            }
            markup += html.markup
        }

        /// Appends markup as is, or nothing for `nil`.
        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { markup += html.markup }
        }

        /// Appends each fragment as is.
        public mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { markup += fragment.markup }
        }
    }
}
