import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import NIOCore
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The air-quality scenes served over real HTTP on fake use cases, and what their tests send.
struct AirQualityWebTesting {
    let useCases: FakeAirQualityUseCases

    init(savedStationName: String? = nil) {
        useCases = FakeAirQualityUseCases(savedStationName: savedStationName)
    }

    /// Runs `body` against the scenes' routes, their waits on `clock`.
    func withApp(
        clock: any Clock<Duration> = ContinuousClock(), _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let routes = AirQualityWebRoutes(worker: useCases.worker)
        let server = makeServer(clock: clock).addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    static let korean: HTTPFields = [.acceptLanguage: "ko-KR,ko;q=0.9"]

    /// Posts Settings' "Choose" form for `station` from `page` (its token, window and return path).
    static func choose(
        _ station: String, from page: TestResponse, client: any TestClientProtocol, token: String? = nil
    ) async throws -> TestResponse {
        let cookie = try #require(page.sessionCookie)
        let window = try #require(windowID(in: page.text))
        let csrf = try token ?? #require(csrfToken(in: page.text))
        let form = [
            ("_csrf", csrf), ("window", window), ("current", "종로구"),
            ("return", "/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC&name=%EC%A4%91"),
            ("station", station),
        ]
        .map { "\($0)=\(PercentEncoding.encode($1))" }.joined(separator: "&")
        return try await client.execute(
            uri: AirQualityPaths.chooseStation, method: .post,
            headers: [.contentType: formContentType, .cookie: cookie], body: ByteBuffer(string: form))
    }

    /// `text` percent-encoded for a query.
    static func encoded(_ text: String) -> String {
        PercentEncoding.encode(text)
    }
}
