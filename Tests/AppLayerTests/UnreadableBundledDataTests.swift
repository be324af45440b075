import Foundation
import HummingbirdTesting
import TestSupport
import Testing

@testable import AppLayer

/// Every scene's one policy for bundled data that cannot be read (a broken build): the scene says so on its
/// screen, and the app still serves the rest.
struct UnreadableBundledDataTests {
    struct Unreadable: Error {}

    @Test(arguments: ["/movies?query=star", "/pokemon", "/groups"])
    func aSceneWhoseBundledDataCannotBeReadSaysSoOnItsScreen(path: String) async throws {
        try await withTemporaryDirectory { directory in
            let configuration = AppConfiguration(phase: .dev, host: "127.0.0.1", port: 0, dataDirectory: directory)
            let container = try AppDIContainer(
                configuration: configuration, logger: Fixtures.quietLogger(), sampleData: { throw Unreadable() })
            try await container.makeWebServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
                let page = try await client.execute(uri: path, method: .get)
                #expect(page.status == .ok)
                #expect(String(buffer: page.body).contains("an answer Strata couldn’t read"))
                #expect(try await client.execute(uri: "/", method: .get).status == .ok)
            }
        }
    }
}
