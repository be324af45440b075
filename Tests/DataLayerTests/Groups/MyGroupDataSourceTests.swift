import DataLayer
import DomainLayer
import SampleData
import StagingAPI
import TestSupport
import Testing

@Suite struct MyGroupDataSourceTests {
    func remote(_ api: RunningStagingAPI, fault: String? = nil, timeout: Double = 60) -> RemoteMyGroupDataSource {
        RemoteMyGroupDataSource(service: GroupsTestService.make(baseURL: api.baseURL, fault: fault, timeout: timeout))
    }

    @Test func theBundledSourceListsTheBundledGroups() async throws {
        let groups = try SampleDataset.bundled().groups
        let dtos = try await BundledMyGroupDataSource(groups: { try SampleDataset.bundled().groups })
            .fetchMyGroupList()
        #expect(dtos.count == 12)
        #expect(dtos.map(\.name) == groups.map(\.name))
        #expect(dtos.map(\.date) == groups.map(\.date))
        #expect(dtos.map(\.image) == groups.map(\.image))
    }

    @Test func aBundledDatasetThatCannotBeReadIsBadData() async throws {
        struct Unreadable: Error, CustomStringConvertible {
            var description: String { "groups.json is missing" }
        }
        await #expect(
            throws: DomainError.badData(details: "The bundled groups could not be read: groups.json is missing")
        ) { try await BundledMyGroupDataSource(groups: { throw Unreadable() }).fetchMyGroupList() }
    }

    @Test func theRemoteSourceReadsTheGroupsServiceAndAgreesWithTheBundledOne() async throws {
        try await withStagingAPI { api in
            let remote = try await remote(api).fetchMyGroupList()
            let bundled = try await BundledMyGroupDataSource(groups: Fixtures.groups()).fetchMyGroupList()
            #expect(remote.map(\.name) == bundled.map(\.name))
            #expect(remote.map(\.date) == bundled.map(\.date))
            #expect(remote.map(\.image) == bundled.map { api.baseURL.absoluteString + $0.image })
            #expect(await api.requestCount(path: "/groups") == 1)
        }
    }

    @Test func aServerErrorIsAServerError() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.server(status: 500, message: nil)) {
                try await remote(api, fault: "status=500").fetchMyGroupList()
            }
        }
    }

    @Test(arguments: ["malformed", "truncated"])
    func anUnreadableAnswerIsBadData(fault: String) async throws {
        try await withStagingAPI { api in
            do {
                _ = try await remote(api, fault: fault).fetchMyGroupList()
                Issue.record("a \(fault) answer was read")
            } catch let error as DomainError {
                guard case .badData = error else {
                    Issue.record("expected bad data, got \(error)")
                    return
                }
            }
        }
    }

    @Test func aSlowServiceTimesOut() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.timedOut) {
                try await remote(api, fault: "delay=3000", timeout: 0.3).fetchMyGroupList()
            }
        }
    }

    @Test func aClosedPortIsOffline() async throws {
        let closed = try closedPortURL()
        let source = RemoteMyGroupDataSource(service: GroupsTestService.make(baseURL: closed))
        await #expect(throws: DomainError.offline) { try await source.fetchMyGroupList() }
    }
}
