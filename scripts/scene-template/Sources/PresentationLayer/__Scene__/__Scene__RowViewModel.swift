import DomainLayer

/// One row of the __Title__ list, as the view shows it: what the view needs of each `__Entity__`.
public struct __Scene__RowViewModel: Identifiable, Hashable, Sendable {
    public let id: Int
    public let name: String

    public init(_ item: __Entity__) {
        id = item.id
        name = item.name
    }
}
