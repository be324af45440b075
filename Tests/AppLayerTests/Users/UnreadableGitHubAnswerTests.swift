import Foundation
import TestSupport
import Testing

@testable import AppLayer

/// GitHub reached, but answering in headers no parser reads (control bytes, a 200 KB `ETag`): the page says
/// Strata couldn't read GitHub's answer, never that GitHub couldn't be reached.
@Suite struct UnreadableGitHubAnswerTests {
    let app = StrataAppTests()

    @Test(arguments: ["\"a\u{01}b\"", "\"" + String(repeating: "e", count: 200_000) + "\""])
    func aGitHubAnswerThatCannotBeReadIsWordedAsSuch(etag: String) async throws {
        let answer = Data(
            ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nETag: \(etag)\r\nContent-Length: 2\r\n\r\n[]")
                .utf8)
        try await withRawUpstream(answering: answer) { upstream in
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(
                    phase: .real, environment: ["GITHUB_BASE_URL": upstream.absoluteString], dataDirectory: directory
                ) { url in
                    let page = try await NoScriptBrowser().text(url, "/users")
                    #expect(page.contains("Couldn’t read GitHub’s answer. Try again in a moment."))
                    // Not worded as an upstream that could not be reached (the page's own offline words may say "reach").
                    #expect(!page.contains("reach GitHub") && !page.contains("couldn’t be reached"))
                }
            }
        }
    }
}
