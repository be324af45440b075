import Clocks
import Foundation
import Networking
import StagingAPI
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The whole network stack against the staging API on a loopback port, one case per way an exchange ends.
@Suite struct DataTransferServiceTests {
    struct Group: Decodable, Equatable {
        var image: String
        var name: String
        var date: String
    }

    struct SearchPage: Decodable {
        struct Movie: Decodable {
            var id: String  // Deliberately wrong, TMDB ids are numbers
        }
        var results: [Movie]
    }

    static let groups = Endpoint<[Group]>(path: "/groups", decoder: .json())

    static func withFault(_ fault: String) -> Endpoint<[Group]> {
        Endpoint(path: "/groups", queryItems: [URLQueryItem(name: "strata_fault", value: fault)], decoder: .json())
    }

    func service(
        _ api: RunningStagingAPI, timeout: TimeInterval = 60, logger: LogCapture = LogCapture()
    )
        -> DataTransferService
    {
        DataTransferService(
            configuration: APIConfiguration(baseURL: api.baseURL, timeout: timeout), logger: logger.logger())
    }

    func failure<R>(_ body: () async throws(DataTransferError) -> R) async -> DataTransferError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error
        }
    }

    @Test func aSuccessfulAnswerIsDecoded() async throws {
        try await withStagingAPI { api in
            let groups = try await service(api).request(Self.groups)
            #expect(groups.count == Fixtures.dataset().groups.count)
            #expect(groups.first?.name == Fixtures.dataset().groups.first?.name)
        }
    }

    @Test func a404KeepsStatusHeadersAndBody() async throws {
        try await withStagingAPI { api in
            let error = await failure { () async throws(DataTransferError) in
                try await service(api).request(Endpoint<[Group]>(path: "/users/nobody-at-all", decoder: .json()))
            }
            guard case .networkFailure(.httpStatus(let code, let headers, let body)) = error else {
                Issue.record("expected an HTTP status error, got \(String(describing: error))")
                return
            }
            #expect(code == 404)
            #expect(headers["content-type"]?.contains("json") == true)
            #expect(String(decoding: body, as: UTF8.self).contains("Not Found"))
        }
    }

    @Test func a500IsAnHTTPErrorNeverDecodedAsSuccess() async throws {
        try await withStagingAPI { api in
            let error = await failure { () async throws(DataTransferError) in
                try await service(api).request(Self.withFault("status=500"))
            }
            #expect(error?.statusCode == 500)
        }
    }

    @Test func malformedJSONIsAParsingError() async throws {
        try await withStagingAPI { api in
            let error = await failure { () async throws(DataTransferError) in
                try await service(api).request(Self.withFault("malformed"))
            }
            guard case .parsing = error else {
                Issue.record("expected a parsing error, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aTruncatedBodyIsAParsingError() async throws {
        try await withStagingAPI { api in
            let error = await failure { () async throws(DataTransferError) in
                try await service(api).request(Self.withFault("truncated"))
            }
            guard case .parsing = error else {
                Issue.record("expected a parsing error, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aParsingErrorNamesTheCodingPath() async throws {
        try await withStagingAPI { api in
            let endpoint = Endpoint<SearchPage>(
                path: "/3/search/movie",
                queryItems: [URLQueryItem(name: "query", value: "space"), URLQueryItem(name: "api_key", value: "k")],
                decoder: .json())
            let error = await failure { () async throws(DataTransferError) in try await service(api).request(endpoint) }
            guard case .parsing(let failure) = error else {
                Issue.record("expected a parsing error, got \(String(describing: error))")
                return
            }
            #expect(failure.codingPath == "results[0].id")
        }
    }

    @Test func aServiceThatDoesNotAnswerTimesOut() async throws {
        try await withSilentUpstream { url in
            // On an immediate clock the timeout is over at once; the upstream never answers.
            let service = DataTransferService(
                configuration: APIConfiguration(baseURL: url), client: NIOHTTPClient(clock: ImmediateClock()),
                logger: LogCapture().logger())
            let error = await failure { () async throws(DataTransferError) in try await service.request(Self.groups) }
            #expect(error == .networkFailure(.timedOut))
        }
    }

    @Test func aClosedPortIsNotConnected() async throws {
        let closed = try closedPortURL()  // stopped on return: nothing listens there
        let service = DataTransferService(
            configuration: APIConfiguration(baseURL: closed), logger: LogCapture().logger())
        let error = await failure { () async throws(DataTransferError) in try await service.request(Self.groups) }
        #expect(error == .networkFailure(.notConnected))
    }

    @Test func aDroppedConnectionIsANetworkFailureNotParsing() async throws {
        try await withStagingAPI { api in
            let error = await failure { () async throws(DataTransferError) in
                try await service(api).request(Self.withFault("drop"))
            }
            guard case .networkFailure(let network) = error else {
                Issue.record("expected a network failure, got \(String(describing: error))")
                return
            }
            #expect(network != .cancelled)
        }
    }

    @Test func cancellingMidRequestSurfacesAsCancellation() async throws {
        try await withStagingAPI { api in
            let service = service(api)
            let task = Task { () async -> Result<[Group], DataTransferError> in
                do throws(DataTransferError) {
                    return .success(try await service.request(Self.withFault("delay=5000")))
                } catch {
                    return .failure(error)
                }
            }
            // Cancelled once the staging API holds the request, which it says when the request arrives.
            await api.requestArrived(path: "/groups")
            task.cancel()
            let error = await failure { () async throws(DataTransferError) in try await task.value.get() }
            #expect(error?.isCancellation == true)
        }
    }

    @Test func secretsNeverReachTheLog() async throws {
        try await withStagingAPI { api in
            let capture = LogCapture()
            let service = DataTransferService(
                configuration: APIConfiguration(
                    baseURL: api.baseURL,
                    headers: ["Authorization": "Bearer token-shh-123"],
                    queryParameters: ["api_key": "key-shh-456", "serviceKey": "key-shh-789"]),
                logger: capture.logger())
            _ = try await service.request(Self.groups)
            _ = try? await service.request(Self.withFault("status=500"))

            let log = capture.messages.joined(separator: "\n")
            #expect(log.contains("/groups"))
            #expect(log.contains("api_key=REDACTED"))
            #expect(log.contains("serviceKey=REDACTED"))
            #expect(!log.contains("shh"))
        }
    }
}

extension DataTransferError {
    var statusCode: Int? {
        if case .networkFailure(.httpStatus(let code, _, _)) = self { code } else { nil }
    }
}
