import DomainLayer

/// An item of `GET {service}__path__/items`: `{id, name}`.
public struct __Entity__DTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The entity.
    public func toDomain() -> __Entity__ {
        __Entity__(id: id, name: name)
    }
}
