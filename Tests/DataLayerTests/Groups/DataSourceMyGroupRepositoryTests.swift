import DataLayer
import DomainLayer
import SampleData
import TestSupport
import Testing

@Suite struct DataSourceMyGroupRepositoryTests {
    @Test func mapsEachDTOToAGroupWithItsDateParsed() async throws {
        let repository = DataSourceMyGroupRepository(
            dataSource: BundledMyGroupDataSource(groups: Fixtures.groups()))
        #expect(try await repository.fetchMyGroupList() == MyGroupFixtures.groups)
    }

    @Test func aGroupWithAMalformedDateIsSkippedAndCountedNotFatalForTheRow() async throws {
        let groups = [
            SampleGroup(image: "/images/groups/1.svg", name: "Hiking club", date: "2020.01.01 Wed"),
            SampleGroup(image: "/images/groups/2.svg", name: "Book circle", date: "14 Feb 2020"),
        ]
        let log = LogCapture()
        let repository = DataSourceMyGroupRepository(
            dataSource: BundledMyGroupDataSource(groups: groups), logger: log.logger())
        let names = try await repository.fetchMyGroupList().map(\.name)
        #expect(names == ["Hiking club"])
        #expect(log.messages.contains { $0.contains("Skipped groups") && $0.contains("skipped=1") })
    }

    @Test func aMalformedRowFromTheServiceIsSkippedNotFatalForTheRow() async throws {
        let body = #"[{"image":"/1.svg","name":"Hiking club","date":"2020.01.01 Wed"},{"name":7},"x"]"#
        try await withHostileUpstream(["/groups": .json(body)]) { upstream in
            let repository = DataSourceMyGroupRepository(
                dataSource: RemoteMyGroupDataSource(service: GroupsTestService.make(baseURL: upstream.baseURL)))
            let names = try await repository.fetchMyGroupList().map(\.name)
            #expect(names == ["Hiking club"])
        }
    }
}
