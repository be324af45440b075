/// A group card of the My groups scene; `date` as the seed writes it, e.g. `2020.01.01 Mon`.
public struct SampleGroup: Codable, Hashable, Sendable {
    public var image: String
    public var name: String
    public var date: String

    public init(image: String, name: String, date: String) {
        self.image = image
        self.name = name
        self.date = date
    }
}
