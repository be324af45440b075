import DomainLayer
import Foundation

/// Groups for view-model and web tests.
public enum MyGroupFixtures {
    /// Midnight UTC of a calendar day.
    public static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        Calendar.utc.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }

    /// Three groups, the fixtures' `Hiking club`, `Book circle` and `Swift study`.
    public static let groups: [MyGroup] = [
        MyGroup(name: "Hiking club", date: day(2020, 1, 1), image: "/images/groups/1.svg"),
        MyGroup(name: "Book circle", date: day(2020, 2, 14), image: "/images/groups/2.svg"),
        MyGroup(name: "Swift study", date: day(2021, 3, 1), image: "/images/groups/3.svg"),
    ]
}

/// A `MyGroupRepository` answering one fixed result.
public struct FakeMyGroupRepository: MyGroupRepository {
    private let result: Result<[MyGroup], DomainError>

    public init(_ result: Result<[MyGroup], DomainError>) {
        self.result = result
    }

    public func fetchMyGroupList() async throws -> [MyGroup] {
        try result.get()
    }
}
