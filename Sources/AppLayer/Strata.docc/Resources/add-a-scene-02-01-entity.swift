/// One item of the Bookshelf list.
public struct Book: Identifiable, Hashable, Sendable {
    /// The item's id in the service.
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
