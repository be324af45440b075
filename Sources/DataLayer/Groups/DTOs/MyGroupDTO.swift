/// A group of `GET {groups}/groups`: `{image, name, date}`, the date as `2020.01.01 Mon`.
public struct MyGroupDTO: Decodable, Sendable, Equatable {
    public var image: String
    public var name: String
    public var date: String
}
