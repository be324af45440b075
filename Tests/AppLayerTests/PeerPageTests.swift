import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import AppLayer

/// The peer page `scripts/bench-http` measures pages against: served only with `STRATA_PEER_PAGE=on`, a plain
/// HTML page of exactly the size asked for, through the app's own server.
struct PeerPageTests {
    func withApp(
        environment: [String: String], _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path, environment: environment)
            let container = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
            try await container.makeWebServer()
                .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in try await body(client) }
        }
    }

    @Test(arguments: [("/__peer?bytes=13000", 13_000), ("/__peer?bytes=7", 7), ("/__peer", 12_000)])
    func itIsAPlainPageOfTheSizeAskedFor(path: String, size: Int) async throws {
        try await withApp(environment: ["STRATA_PEER_PAGE": "on"]) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.body.readableBytes == size)
            if size > 100 {
                #expect(String(buffer: response.body).hasPrefix("<!doctype html>"))
                #expect(String(buffer: response.body).hasSuffix("</html>\n"))
            }
        }
    }

    @Test(arguments: ["0", "1000001", "-5", "many", ""])
    func aSizeOutOfRangeIsRefused(bytes: String) async throws {
        try await withApp(environment: ["STRATA_PEER_PAGE": "on"]) { client in
            let response = try await client.execute(uri: "/__peer?bytes=\(bytes)", method: .get)
            #expect(response.status == .badRequest)
        }
    }

    @Test func withoutTheSettingThereIsNoPeerPage() async throws {
        try await withApp(environment: [:]) { client in
            let response = try await client.execute(uri: "/__peer?bytes=1000", method: .get)
            #expect(response.status == .notFound)
        }
    }
}
