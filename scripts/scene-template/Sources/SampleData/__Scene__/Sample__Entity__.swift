/// An item of the __Title__ scene, as the service sends it: `{id, name}`.
public struct Sample__Entity__: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
