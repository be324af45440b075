import Foundation
import Hummingbird
import HummingbirdTesting
import SampleData
import StagingAPI
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The scene as `AppDIContainer` wires it per phase, served over HTTP.
struct GroupsSceneTests {
    /// Serves the app in `phase` with the scenes' settings `environment` gives, every service at `stagingAPI`
    /// when given (as alpha starts).
    func withApp(
        phase: Phase, environment: [String: String] = [:], stagingAPI: URL? = nil,
        _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            var configuration = try AppConfiguration.resolve(
                phase: phase, port: 0, dataDirectory: directory.path, environment: environment)
            if let stagingAPI { configuration = configuration.pointed(atStagingAPI: stagingAPI) }
            let container = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
            try await container.makeWebServer()
                .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in try await body(client) }
        }
    }

    /// `/groups` as a browser without JavaScript finally shows it: the page after its reloads (a page still
    /// loading reloads itself in its window), with the session cookie and the page's window.
    func groupsPage(_ client: any TestClientProtocol) async throws -> (text: String, cookie: String, window: String) {
        let (text, cookie) = try await client.noScriptPage("/groups")
        let marker = "<meta name=\"strata-window\" content=\""
        let start = try #require(text.range(of: marker)?.upperBound)
        return (text, cookie, String(text[start...].prefix(32)))
    }

    func cardCount(_ page: String) -> Int {
        page.components(separatedBy: "class=\"group-card\"").count - 1
    }

    @Test func devShowsEveryBundledGroupWithPlaceholderImages() async throws {
        let bundled = try SampleDataset.bundled().groups
        try await withApp(phase: .dev) { client in
            let page = try await groupsPage(client)
            #expect(cardCount(page.text) == bundled.count)
            #expect(page.text.contains("Swift Study Seoul"))
            let image = try await client.execute(
                uri: "/groups/images/Swift%20Study%20Seoul", method: .get, headers: [.cookie: page.cookie])
            #expect(image.headers[.contentType] == "image/svg+xml")
            #expect(String(buffer: image.body).contains("Swift Study Seoul"))
        }
    }

    @Test func alphaReadsTheGroupsServiceAndCachesItsImages() async throws {
        try await withStagingAPI { api in
            try await withApp(phase: .alpha, stagingAPI: api.baseURL) { client in
                let page = try await groupsPage(client)
                #expect(cardCount(page.text) == 3)
                #expect(page.text.contains("Hiking club"))
                for _ in 0..<2 {
                    let image = try await client.execute(
                        uri: "/groups/images/Hiking%20club", method: .get, headers: [.cookie: page.cookie])
                    #expect(image.headers[.contentType] == "image/png")
                    #expect(Array(image.body.readableBytesView).starts(with: [0x89, 0x50, 0x4E, 0x47]))
                }
                #expect(await api.requestCount(path: "/groups") == 1)
                #expect(await api.requestCount(path: "/images/groups/1.svg") == 1)
            }
        }
    }

    @Test func realShowsAServerErrorOfTheGroupsService() async throws {
        try await withStagingAPI { api in
            try await api.setStickyFault("status=500", forPathsStartingWith: "/groups")
            try await withApp(phase: .real, environment: ["GROUPS_BASE_URL": api.baseURL.absoluteString]) { client in
                let page = try await groupsPage(client)
                #expect(page.text.contains("The service is having trouble. Try again in a moment."))
                #expect(cardCount(page.text) == 0)
            }
        }
    }

    @Test func realWithAClosedPortSaysTheServiceCannotBeReached() async throws {
        let closed = try closedPortURL()
        try await withApp(phase: .real, environment: ["GROUPS_BASE_URL": closed.absoluteString]) { client in
            let page = try await groupsPage(client)
            #expect(page.text.contains("Can’t reach the service. Try again in a moment."))
        }
    }

    @Test func realWithoutAGroupsServiceSaysWhichSettingToSet() async throws {
        try await withApp(phase: .real) { client in
            let response = try await client.execute(uri: "/groups", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(response.text.contains("My groups needs the environment variable GROUPS_BASE_URL."))
        }
    }
}

extension TestResponse {
    fileprivate var text: String { String(buffer: body) }
}
