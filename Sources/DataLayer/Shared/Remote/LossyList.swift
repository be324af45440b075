/// A JSON array whose elements are decoded one by one: an element that does not decode is skipped and
/// counted rather than failing the whole list, so one bad row from upstream costs one row, not a page.
public struct LossyList<Element: Decodable & Sendable>: Decodable, Sendable {
    public var elements: [Element]
    /// How many elements did not decode.
    public var skipped: Int

    public init(elements: [Element], skipped: Int = 0) {
        self.elements = elements
        self.skipped = skipped
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var skipped = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                // Decoding a value that reads nothing always succeeds, which moves past the bad element.
                _ = try container.decode(Skipped.self)
                skipped += 1
            }
        }
        self.elements = elements
        self.skipped = skipped
    }

    /// At most `limit` elements; the rest count as skipped.
    public func prefix(_ limit: Int) -> LossyList {
        LossyList(elements: Array(elements.prefix(limit)), skipped: skipped + max(elements.count - limit, 0))
    }

    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension LossyList: Equatable where Element: Equatable {}
