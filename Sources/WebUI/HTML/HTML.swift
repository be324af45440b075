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
        markup = HTML.escape(text)
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

    /// Escapes the five characters that are significant in text and quoted attribute values, and drops
    /// control characters (NUL and the other C0 and C1 controls but tab, line feed and carriage return),
    /// which have no place in a page and may come from upstream text.
    public static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(character)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": continue
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// The interpolation: literals are kept, text values are escaped, `HTML` values are kept.
    public struct Interpolation: StringInterpolationProtocol {
        var markup = ""

        /// Reserves room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// Appends trusted literal markup.
        public mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Appends escaped text.
        public mutating func appendInterpolation(_ text: String) {
            markup += HTML.escape(text)
        }

        /// Appends escaped text.
        public mutating func appendInterpolation(_ text: Substring) {
            markup += HTML.escape(text)
        }

        /// Appends the escaped description of a value (numbers, identifiers…).
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            markup += HTML.escape(value.description)
        }

        /// Appends escaped text, or nothing for `nil`.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { markup += HTML.escape(text) }
        }

        /// Appends markup as is.
        public mutating func appendInterpolation(_ html: HTML) {
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
