import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct GroupsEndpointTests {
    @Test func groupsAnswerAbsoluteImagesThatServePNG() async throws {
        try await withStagingAPI { api in
            let groups = try JSONBody.array(try await api.get("/groups").body)
            #expect(groups.count == 3)
            let first = try #require(groups.first as? [String: String])
            #expect(
                first == [
                    "image": "\(api.baseURL.absoluteString)/images/groups/1.svg", "name": "Hiking club",
                    "date": "2020.01.01 Wed",
                ])
            let image = try await api.get("/images/groups/1.svg")
            #expect(image.response.statusCode == 200)
            #expect(image.response.value(forHTTPHeaderField: "Content-Type") == "image/png")
            let png = try PNGFile(Array(image.body))
            #expect(png.size == PNGFile.Size(width: 240, height: 240))
        }
    }

    @Test func unknownPathIsNotFound() async throws {
        try await withStagingAPI { api in
            let (_, response) = try await api.get("/nothing/here")
            #expect(response.statusCode == 404)
        }
    }
}
