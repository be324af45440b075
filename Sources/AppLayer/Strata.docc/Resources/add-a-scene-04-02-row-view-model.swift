import DomainLayer

/// One row of the Bookshelf list, as the view shows it: what the view needs of each `Book`.
public struct BookshelfRowViewModel: Identifiable, Hashable, Sendable {
    public let id: Int
    public let name: String

    public init(_ item: Book) {
        id = item.id
        name = item.name
    }
}
