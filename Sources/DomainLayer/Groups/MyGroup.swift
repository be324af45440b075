import Foundation

/// A group the user belongs to, as the My groups row shows it.
public struct MyGroup: Identifiable, Hashable, Sendable {
    /// The group's name, which identifies it in the row (as the seed does).
    public var id: String { name }
    /// The group's name, as the service sends it.
    public var name: String
    /// The day the group was made, at midnight UTC.
    public var date: Date
    /// The group's image as the service names it: an absolute URL or a path on the groups service, such as
    /// `/images/groups/1.svg`.
    public var image: String

    /// A group named `name`, made on `date`, whose image the service names `image`.
    public init(name: String, date: Date, image: String) {
        self.name = name
        self.date = date
        self.image = image
    }
}
