import SampleData
import Testing

@Test func userPagesFollowTheSinceCursorWithoutOverlap() throws {
    let users = try SampleDataset.bundled().users

    var seen: [Int] = []
    var since = 0
    while true {
        let page = UserCatalog.page(users, since: since, perPage: 30)
        guard let last = page.last else { break }
        #expect(page.count <= 30)
        #expect(page.allSatisfy { $0.id > since })
        seen += page.map(\.id)
        since = last.id
    }

    #expect(seen == users.map(\.id))
}

@Test func userPageStartsAfterAGapAndClampsPerPage() throws {
    let users = try SampleDataset.bundled().users
    let ids = users.map(\.id)
    let gap = try #require(zip(ids, ids.dropFirst()).first { $1 - $0 > 1 })

    #expect(UserCatalog.page(users, since: gap.0 + 1, perPage: 1).map(\.id) == [gap.1])
    #expect(UserCatalog.page(users, since: 0, perPage: 0).count == 1)
    #expect(UserCatalog.page(users, since: 0, perPage: 500).count == 100)
    #expect(UserCatalog.page(users, since: ids.last ?? 0, perPage: 30).isEmpty)
    #expect(UserCatalog.page(users, since: -5, perPage: 2).map(\.id) == Array(ids.prefix(2)))
}

@Test func theUsersAscendByIdAsThePagesLookThemUpByHalves() throws {
    let ids = try SampleDataset.bundled().users.map(\.id)
    #expect(ids == ids.sorted() && Set(ids).count == ids.count)
    let users = try SampleDataset.bundled().users
    #expect(UserCatalog.hasUsers(after: 0, in: users))
    #expect(UserCatalog.hasUsers(after: ids[ids.count - 2], in: users))
    #expect(!UserCatalog.hasUsers(after: ids[ids.count - 1], in: users))
    #expect(!UserCatalog.hasUsers(after: 0, in: []))
}

@Test func userIsFoundByLoginIgnoringCase() throws {
    let users = try SampleDataset.bundled().users
    let user = try #require(users.first { $0.login.contains("-") })

    #expect(UserCatalog.find(users, login: user.login.uppercased())?.id == user.id)
    #expect(UserCatalog.find(users, login: "no-such-user-here") == nil)
}
