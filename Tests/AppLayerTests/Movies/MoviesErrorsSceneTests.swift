import Foundation
import LiveWeb
import StagingAPI
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each cause of a failed search, from the staging API (or a closed port) through every ring to the words on
/// the Movies page: the whole app in the real phase, pointed at the staging API.
@Suite struct MoviesErrorsSceneTests {
    let app = StrataAppTests()

    func environment(tmdb: URL, key: String = "k") -> [String: String] {
        ["TMDB_BASE_URL": tmdb.absoluteString, "TMDB_IMAGE_BASE_URL": tmdb.absoluteString, "TMDB_API_KEY": key]
    }

    /// `/movies?query=…` in a fresh browser session, as HTML.
    func search(_ url: URL, _ query: String) async throws -> String {
        try await NoScriptBrowser().text(url, "/movies?query=\(query)")
    }

    func setFault(_ fault: String, on api: RunningStagingAPI) async throws {
        try await api.setStickyFault(fault, forPathsStartingWith: "/3/search/movie")
    }

    @Test func aRefusedKeySaysSoWithoutTMDBsOwnWords() async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(
                    phase: .real, environment: environment(tmdb: api.baseURL, key: "invalid"), dataDirectory: directory
                ) { url in
                    let page = try await search(url, "space")
                    #expect(page.contains("The service refused Strata’s key. Check the key Strata was started with."))
                    #expect(!page.contains("Invalid API key"))
                }
            }
        }
    }

    @Test(arguments: [
        ("status=500", "The service is having trouble. Try again in a moment."),
        ("malformed", "The service sent an answer Strata couldn’t read. Try again in a moment."),
        ("truncated", "The service sent an answer Strata couldn’t read. Try again in a moment."),
    ])
    func aBrokenAnswerSaysWhatWentWrongInOneSentence(fault: String, sentence: String) async throws {
        try await withStagingAPI { api in
            try await setFault(fault, on: api)
            try await withTemporaryDirectory { directory in
                try await app.withRunningApp(
                    phase: .real, environment: environment(tmdb: api.baseURL), dataDirectory: directory
                ) { url in
                    let page = try await search(url, "space")
                    #expect(page.contains(sentence))
                    #expect(!page.contains("offline") && !page.contains("JSON") && !page.contains("bytes remaining"))
                }
            }
        }
    }

    @Test func aClosedPortSaysTMDBCannotBeReached() async throws {
        let closed = try closedPortURL()
        try await withTemporaryDirectory { directory in
            try await app.withRunningApp(
                phase: .real, environment: environment(tmdb: closed), dataDirectory: directory
            ) { url in
                let page = try await search(url, "space")
                #expect(page.contains("Can’t reach TMDB. Try again in a moment."))
            }
        }
    }
}
