/// One item of the __Title__ list.
public struct __Entity__: Identifiable, Hashable, Sendable {
    /// The item's id in the service.
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
