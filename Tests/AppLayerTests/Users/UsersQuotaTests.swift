import Foundation
import StagingAPI
import TestSupport
import Testing

@testable import AppLayer

/// GitHub's quota (60 calls an hour without a token) in the running app against the staging API: each
/// journey of the issue (#20) counts the calls that count against it (answered `200`; a `304` does not).
@Suite struct UsersQuotaTests {
    /// Runs the app in real against a staging API of 400 users and hands both to `body`.
    func withApp(_ body: (URL, RunningStagingAPI) async throws -> Void) async throws {
        try await withStagingAPI(dataset: Fixtures.dataset(userCount: 400)) { api in
            let environment = [
                "GITHUB_BASE_URL": api.baseURL.absoluteString, "GITHUB_AVATARS_BASE_URL": api.baseURL.absoluteString,
            ]
            try await withTemporaryDirectory { directory in
                try await StrataAppTests().withRunningApp(
                    phase: .real, environment: environment, dataDirectory: directory
                ) { url in try await body(url, api) }
            }
        }
    }

    /// The page at `path`, complete, as a browser without JavaScript shows it.
    func page(_ browser: NoScriptBrowser, _ url: URL, _ path: String) async throws -> String {
        let (data, response) = try await browser.get(url, path)
        #expect(response.statusCode == 200)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func openingTwelvePagesTwiceCostsTwelveListCalls() async throws {
        try await withApp { url, api in
            for _ in 0..<2 {
                let list = try await page(NoScriptBrowser(), url, "/users?pages=12")
                #expect(list.contains("user360"))
            }
            let calls = await api.requestCount(path: "/users")
            #expect(calls == 12)
        }
    }

    @Test func backAndReloadOfFourPagesCostNothingMore() async throws {
        try await withApp { url, api in
            let browser = NoScriptBrowser()
            _ = try await page(browser, url, "/users?pages=4")
            _ = try await page(browser, url, "/users/user3")
            let back = try await page(browser, url, "/users?pages=4")
            #expect(back.contains("user120"))
            _ = try await page(browser, url, "/users?pages=4")
            let calls = await api.requestCount(path: "/users")
            #expect(calls == 4)
        }
    }

    @Test func loadMoreWithoutJavaScriptToPageTwelveCostsOneCallAPage() async throws {
        try await withApp { url, api in
            let browser = NoScriptBrowser()
            _ = try await page(browser, url, "/users")
            for pages in 2...12 {
                let list = try await page(browser, url, "/users?pages=\(pages)")
                #expect(list.contains("user\(pages * 30)"))
            }
            let calls = await api.requestCount(path: "/users")
            #expect(calls == 12)
        }
    }

    @Test func aProfileOpenedTwiceCostsOneCall() async throws {
        try await withApp { url, api in
            for _ in 0..<2 {
                let profile = try await page(NoScriptBrowser(), url, "/users/user7")
                #expect(profile.contains("user7"))
            }
            let calls = await api.requestCount(path: "/users/user7")
            #expect(calls == 1)
        }
    }
}
