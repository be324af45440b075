/// An address on this site as a scene's codec (`…Paths.destination(from:)`) reads it: its path as sent, each segment
/// still percent-encoded (so a `/` inside a segment stays apart from the `/` between segments), and its query's
/// items. A request gives one (`init(_ uri:)`), and so does any text that names an address here
/// (`init(_ text:)`: a form's `return`, or `/items/7` given on a command line).
public struct SceneAddress: Hashable, Sendable {
    /// One `name=value` of a query: the name as sent, the value percent-decoded (as sent when it is not valid
    /// percent-encoding).
    public struct QueryItem: Hashable, Sendable {
        /// The item's name, as sent.
        public var name: String
        /// The item's value, percent-decoded.
        public var value: String

        /// Creates an item.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The path, percent-encoded, without the query.
    public var path: String
    /// The query's items, in order.
    public var query: [QueryItem]

    /// An address of `path` (percent-encoded) and `query`.
    public init(path: String, query: [QueryItem] = []) {
        self.path = path
        self.query = query
    }

    /// The address `text` names (`/items?query=star%20wars#top`), read as the web server reads a request's:
    /// the path up to `?` (or `#`), then the items up to `#`, split at `&` and at each item's first `=`.
    public init(_ text: String) {
        let pathEnd = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
        path = String(text[..<pathEnd])
        guard pathEnd < text.endIndex, text[pathEnd] == "?" else {
            query = []
            return
        }
        let queryStart = text.index(after: pathEnd)
        let queryEnd = text[queryStart...].firstIndex(of: "#") ?? text.endIndex
        var items = text[queryStart..<queryEnd].split(separator: "&", omittingEmptySubsequences: false)
        // An empty item between two `&` is kept, and the one after a last `&` is not, as the server reads them.
        if items.last?.isEmpty == true {
            items.removeLast()
        }
        query = items.map { item in
            guard let equals = item.firstIndex(of: "=") else { return QueryItem(name: String(item), value: "") }
            let value = item[item.index(after: equals)...]
            return QueryItem(
                name: String(item[..<equals]),
                value: PercentEncoding.decodedBytes(value).map { String(decoding: $0, as: UTF8.self) } ?? String(value))
        }
    }

    /// The value of the first item named `name`.
    public subscript(name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The value of the first item named `name` read as a whole number; nil when absent or not one.
    public func integer(_ name: String) -> Int? {
        self[name].flatMap { Int($0) }
    }

    /// The path's segments after those of `prefix` (`/items` of `/items/7/image`: `7` and `image`), still percent-encoded; nil when the path does not start with `prefix`'s segments. Empty
    /// segments are left out, as the web server's router leaves them (`//items/7/` is `/items/7`).
    public func segments(after prefix: String) -> ArraySlice<Substring>? {
        let segments = path.split(separator: "/")
        let own = prefix.split(separator: "/")
        guard segments.starts(with: own) else { return nil }
        return segments.dropFirst(own.count)
    }

    /// `segment` percent-decoded; nil when it is not valid percent-encoding of UTF-8 text, or decodes to nothing.
    public static func decoded(_ segment: Substring) -> String? {
        guard let bytes = PercentEncoding.decodedBytes(segment), !bytes.isEmpty else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
