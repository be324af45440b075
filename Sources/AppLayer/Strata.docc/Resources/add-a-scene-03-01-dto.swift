import DomainLayer

/// An item of `GET {service}/bookshelf/items`: `{id, name}`.
public struct BookDTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The entity.
    public func toDomain() -> Book {
        Book(id: id, name: name)
    }
}
