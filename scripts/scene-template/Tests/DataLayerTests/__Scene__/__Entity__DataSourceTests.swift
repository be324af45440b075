import DataLayer
import DomainLayer
import Foundation
import Networking
import SampleData
import StagingAPI
import TestSupport
import Testing

@Suite struct __Entity__DataSourceTests {
    func remote(_ baseURL: URL, fault: String? = nil) -> Remote__Entity__DataSource {
        Remote__Entity__DataSource(
            service: DataTransferService(
                configuration: APIConfiguration(baseURL: baseURL, headers: fault.map { ["X-Strata-Fault": $0] } ?? [:]),
                logger: LogCapture().logger()))
    }

    @Test func theBundledSourceListsTheBundledItemsById() async throws {
        let items = try await Bundled__Entity__DataSource(items: { try SampleDataset.bundled().__scene__ })
            .fetch__Entity__List()
        let bundled = try SampleDataset.bundled().__scene__.sorted { $0.id < $1.id }
        #expect(items == bundled.map { __Entity__DTO(id: $0.id, name: $0.name) })
    }

    @Test func aBundledDatasetThatCannotBeReadIsBadData() async throws {
        struct Unreadable: Error, CustomStringConvertible {
            var description: String { "__kebab__.json is missing" }
        }
        await #expect(
            throws: DomainError.badData(details: "The bundled __Title__ items could not be read: __kebab__.json is missing")
        ) { try await Bundled__Entity__DataSource(items: { throw Unreadable() }).fetch__Entity__List() }
    }

    /// Dev and alpha show the same items: the staging API and the bundled source list the same dataset by one rule.
    @Test func theRemoteSourceAgreesWithTheBundledOne() async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            let remote = try await remote(api.baseURL).fetch__Entity__List()
            let bundled = try await Bundled__Entity__DataSource(items: { dataset.__scene__ }).fetch__Entity__List()
            #expect(remote == bundled)
            #expect(await api.requestCount(path: "__path__/items") == 1)
        }
    }

    @Test func aServerErrorIsAServerError() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.server(status: 500, message: nil)) {
                try await remote(api.baseURL, fault: "status=500").fetch__Entity__List()
            }
        }
    }

    @Test func aMalformedAnswerIsBadData() async throws {
        try await withStagingAPI { api in
            let error = await #expect(throws: DomainError.self) {
                try await remote(api.baseURL, fault: "malformed").fetch__Entity__List()
            }
            guard case .badData = error else {
                Issue.record("expected bad data, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aClosedPortIsOffline() async throws {
        let closed = try closedPortURL()
        await #expect(throws: DomainError.offline) { try await remote(closed).fetch__Entity__List() }
    }
}
