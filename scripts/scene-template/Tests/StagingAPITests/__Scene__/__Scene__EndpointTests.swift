import Foundation
import SampleData
import StagingAPI
import TestSupport
import Testing

@Suite struct __Scene__EndpointTests {
    var dataset: SampleDataset {
        var dataset = Fixtures.dataset()
        dataset.__scene__ = [Sample__Entity__(id: 2, name: "Bravo"), Sample__Entity__(id: 1, name: "Alpha")]
        return dataset
    }

    @Test func itemsAreListedByIdInTheServicesShape() async throws {
        try await withStagingAPI(dataset: dataset) { api in
            let (body, response) = try await api.get("__path__/items")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
            let items = try JSONBody.array(body)
            #expect(items.map { $0["id"] as? Int } == [1, 2])
            #expect(items.map { $0["name"] as? String } == ["Alpha", "Bravo"])
        }
    }

    @Test(arguments: [("1", 1), ("0", 0), ("-5", 0), ("99999999999999999999", 2), ("x", 2)])
    func theLimitIsClamped(limit: String, count: Int) async throws {
        try await withStagingAPI(dataset: dataset) { api in
            let (body, response) = try await api.get("__path__/items?limit=\(limit)")
            #expect(response.statusCode == 200)
            #expect(try JSONBody.array(body).count == count)
        }
    }

    @Test func anUnknownPathOfTheServiceIsNotFound() async throws {
        try await withStagingAPI(dataset: dataset) { api in
            let (_, response) = try await api.get("__path__/nothing")
            #expect(response.statusCode == 404)
        }
    }
}
