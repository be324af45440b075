import DomainLayer
import Foundation

/// One card of My groups: the group's name and the day it was made, which the view writes in the page's
/// language (`Created Wed, Jan 1, 2020`, `만든 날 2020.01.01 (수)`).
public struct MyGroupItemViewModel: Identifiable, Hashable, Sendable {
    /// The group the card shows (its image is fetched for it).
    public let group: MyGroup

    public var id: String { group.id }
    public var name: String { group.name }
    /// The day the group was made, at midnight UTC (the day the service wrote).
    public var date: Date { group.date }

    public init(group: MyGroup) {
        self.group = group
    }
}
