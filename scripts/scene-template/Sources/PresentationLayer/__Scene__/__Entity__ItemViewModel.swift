import DomainLayer

/// One row of the __Title__ list, as the view shows it.
public struct __Entity__ItemViewModel: Identifiable, Hashable, Sendable {
    public let id: Int
    public let name: String

    public init(_ item: __Entity__) {
        id = item.id
        name = item.name
    }
}
