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

    @Test func realReadsItsServiceFromTheEnvironment() throws {
        let given = try AppConfiguration.resolve(
            phase: .real, environment: ["__SCENE___BASE_URL": "http://127.0.0.1:9"])
        let unset = try AppConfiguration.resolve(phase: .real, environment: [:])
        #expect(given[__Scene__SceneDIContainer.baseURL].absoluteString == "http://127.0.0.1:9")
        #expect(unset[__Scene__SceneDIContainer.baseURL].absoluteString == "http://__kebab__.invalid")
    }

    @Test(arguments: ["file:///etc", "ftp://x", "not a url"])
    func aServiceAddressThatIsNotHTTPStopsTheStartNamingItsVariable(value: String) {
        let error = #expect(throws: ConfigurationError.notHTTPURL(variable: "__SCENE___BASE_URL", value: value)) {
            try AppConfiguration.resolve(phase: .real, environment: ["__SCENE___BASE_URL": value])
        }
        #expect(error?.description == "__SCENE___BASE_URL must be an http or https URL, not “\(value)”.")
    }
}
