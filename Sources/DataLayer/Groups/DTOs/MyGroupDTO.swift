/// A group of `GET {groups}/groups`: `{image, name, date}`, the date as `2020.01.01 Mon`.
public struct MyGroupDTO: Decodable, Sendable, Equatable {
    /// The most groups kept of an answer (one row of cards); more count as skipped.
    public static let maximumGroups = 100

    public var image: String
    public var name: String
    public var date: String
}
