import Foundation
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Movies scene in the whole app, over HTTP.
@Suite struct MoviesSceneTests {
    let app = StrataAppTests()

    /// The titles of the rows of `/movies?query=…` in a fresh session.
    func firstPageTitles(_ url: URL, query: String) async throws -> [String] {
        let (data, response) = try await NoScriptBrowser().get(url, "/movies?query=\(query)")
        #expect(response.statusCode == 200)
        let page = String(decoding: data, as: UTF8.self)
        return page.components(separatedBy: "<h3 class=\"movie-title\">").dropFirst()
            .compactMap { $0.components(separatedBy: "</a>").first?.components(separatedBy: "\">").last }
    }

    @Test func alphaAndDevShowTheSameFirstPageForTheSameQuery() async throws {
        var titles: [Phase: [String]] = [:]
        for phase in [Phase.dev, .alpha] {
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(phase: phase, dataDirectory: directory) { url in
                    titles[phase] = try await firstPageTitles(url, query: "night")
                }
            }
        }
        #expect(titles[.dev]?.count == 20)
        #expect(titles[.dev] == titles[.alpha])
    }
}
