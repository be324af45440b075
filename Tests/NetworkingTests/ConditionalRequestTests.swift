import Foundation
import Networking
import StagingAPI
import TestSupport
import Testing

/// `DataTransferService.request(_:ifNoneMatch:)` against the staging API's GitHub, which answers conditional
/// requests: a `304` is "not modified", never a failure, and only a conditional request accepts one.
@Suite struct ConditionalRequestTests {
    struct User: Decodable, Equatable {
        var login: String
        var id: Int
    }

    static let user = Endpoint<User>(path: "/users/defunkt", decoder: .json())

    func service(_ api: RunningStagingAPI) -> DataTransferService {
        DataTransferService(configuration: APIConfiguration(baseURL: api.baseURL), logger: LogCapture().logger())
    }

    @Test func theTagOfAnAnswerMakesTheNextAskNotModified() async throws {
        try await withStagingAPI { api in
            let first = try await service(api).request(Self.user, ifNoneMatch: nil)
            guard case .modified(let user, let headers) = first else {
                Issue.record("an ask without a tag is answered in full")
                return
            }
            #expect(user == User(login: "defunkt", id: 2))
            let tag = try #require(headers["etag"])

            let again = try await service(api).request(Self.user, ifNoneMatch: tag)
            guard case .notModified(let notModifiedHeaders) = again else {
                Issue.record("the current tag is not modified")
                return
            }
            #expect(notModifiedHeaders["etag"] == tag)
        }
    }

    @Test func aTagThatNoLongerMatchesGetsTheWholeAnswer() async throws {
        try await withStagingAPI { api in
            let answer = try await service(api).request(Self.user, ifNoneMatch: "\"old\"")
            guard case .modified(let user, _) = answer else {
                Issue.record("a stale tag is answered in full")
                return
            }
            #expect(user.login == "defunkt")
        }
    }

    @Test func aNotModifiedAnswerToAnUnconditionalRequestIsAFailure() async throws {
        try await withStagingAPI { api in
            let tag = try #require(try await api.get("/users/defunkt").response.value(forHTTPHeaderField: "ETag"))
            let endpoint = Endpoint<User>(path: "/users/defunkt", headers: ["If-None-Match": tag], decoder: .json())
            await #expect(throws: DataTransferError.self) { try await service(api).request(endpoint) }
        }
    }
}
