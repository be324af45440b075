import Foundation
import SampleData
import TestSupport
import Testing

@testable import AppLayer

/// The scene as the app wires it per phase, served over HTTP: the home page lists it, and its page shows the
/// bundled items in dev and the staging API's in alpha.
struct __Scene__SceneTests {
    func itemNames(in page: String) -> [String] {
        page.components(separatedBy: "<li class=\"row\" id=\"__kebab__-").dropFirst().compactMap { row in
            row.split(separator: ">", maxSplits: 1).last?.components(separatedBy: "</li>").first
        }
    }

    @Test(arguments: [Phase.dev, .alpha])
    func theHomePageListsTheSceneAndItsPageShowsTheBundledItems(phase: Phase) async throws {
        let bundled = __Scene__Catalog.list(try SampleDataset.bundled().__scene__, limit: __Scene__Catalog.maximumLimit)
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: phase, dataDirectory: directory) { url in
                let home = try await StrataAppTests().home(url)
                #expect(home.contains("href=\"__path__\""))
                let browser = NoScriptBrowser()
                let (body, response) = try await browser.get(url, __Scene__SceneDIContainer.path)
                #expect(response.statusCode == 200)
                #expect(itemNames(in: String(decoding: body, as: UTF8.self)) == bundled.map(\.name))
            }
        }
    }

    @Test func realReadsItsServiceFromTheEnvironmentAndOnlyAnHTTPAddress() throws {
        let given = try AppConfiguration.resolve(
            phase: .real, environment: ["__SCENE___BASE_URL": "http://127.0.0.1:9"])
        let wrong = try AppConfiguration.resolve(phase: .real, environment: ["__SCENE___BASE_URL": "file:///etc"])
        #expect(__Scene__SceneDIContainer.baseURL(in: given).absoluteString == "http://127.0.0.1:9")
        #expect(__Scene__SceneDIContainer.baseURL(in: wrong) == __Scene__SceneDIContainer.defaultBaseURL)
    }
}
