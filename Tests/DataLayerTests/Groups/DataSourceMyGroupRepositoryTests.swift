import DataLayer
import DomainLayer
import SampleData
import TestSupport
import Testing

@Suite struct DataSourceMyGroupRepositoryTests {
    @Test func mapsEachDTOToAGroupWithItsDateParsed() async throws {
        let repository = DataSourceMyGroupRepository(
            dataSource: BundledMyGroupDataSource(groups: Fixtures.groups()))
        #expect(try await repository.fetchMyGroupList() == GroupFixtures.groups)
    }

    @Test func aMalformedDateIsBadDataNamingTheGroupAndTheDate() async throws {
        let groups = [
            SampleGroup(image: "/images/groups/1.svg", name: "Hiking club", date: "2020.01.01 Wed"),
            SampleGroup(image: "/images/groups/2.svg", name: "Book circle", date: "14 Feb 2020"),
        ]
        let repository = DataSourceMyGroupRepository(dataSource: BundledMyGroupDataSource(groups: groups))
        await #expect(
            throws: DomainError.badData(
                details: "Group \"Book circle\": \"14 Feb 2020\" is not a date written like 2020.01.01 Mon")
        ) { try await repository.fetchMyGroupList() }
    }

    @Test func theDataSourcesErrorPassesThrough() async throws {
        let closed = try await withStagingAPI { api in api.baseURL }
        let repository = DataSourceMyGroupRepository(
            dataSource: HTTPMyGroupDataSource(service: GroupsTestService.make(baseURL: closed)))
        await #expect(throws: DomainError.offline) { try await repository.fetchMyGroupList() }
    }
}
