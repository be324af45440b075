import Foundation
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every response's `Server-Timing` and "How this page was made", in the whole app over HTTP, in alpha (the
/// staging API on loopback).
@Suite struct TracingAppTests {
    let app = StrataAppTests()

    /// A `Server-Timing` entry: its name (the step's kind) and description (its type, call, cache, upstream).
    struct Entry: Equatable, CustomStringConvertible {
        var name: String
        var desc: String
        var description: String { "\(name) \(desc)" }
    }

    /// The view model's step of a Movies list page: the window's coordinator, opened (named as the scene's own
    /// type, not the web ring's adapter around it).
    static let moviesViewModel = Entry(name: "view-model", desc: "MoviesFlowCoordinator.open")

    /// The entries of `response`'s `Server-Timing`, in order; each must have a duration.
    static func timing(_ response: HTTPURLResponse) throws -> [Entry] {
        let header = try #require(response.value(forHTTPHeaderField: "Server-Timing"))
        let pattern = /(?<name>[a-z-]+);desc="(?<desc>(?:[^"\\]|\\.)*)";dur=(?<dur>[0-9.]+)(?:, |$)/
        let entries = header.matches(of: pattern).map { Entry(name: String($0.name), desc: String($0.desc)) }
        // Every entry was read: the header is nothing but entries.
        #expect(
            header.matches(of: pattern).map { $0.0.count }.reduce(0, +) == header.count, "unread: \(header)")
        return entries
    }

    /// The footer's link to how the page was made.
    static func traceLink(_ page: String) throws -> String {
        let match = try #require(page.firstMatch(of: /<a href="(\/trace\/[0-9a-f]{15})">/))
        return String(match.1)
    }

    @Test func aMoviesSearchSaysEveryStepItCrossedAndASecondVisitIsACacheHitWithoutUpstream() async throws {
        try await withTemporaryDirectory { directory in
            try await app.withRunningApp(phase: .alpha, dataDirectory: directory) { url in
                let visit = try await NoScriptBrowser().answers(url, "/movies?query=star")
                let first = try Self.timing(visit[0].response)
                let firstPage = String(decoding: visit[0].body, as: UTF8.self)
                // The route, the view model's load and the render are in every page's timing.
                #expect(first.first == Entry(name: "route", desc: "GET /movies"))
                #expect(first.contains(Self.moviesViewModel))
                #expect(first.last == Entry(name: "render", desc: "WindowPage.body"))
                // The search's steps, in the header when the page waited for it, and in its trace in any case
                // (a page that did not wait still gathers them once sent).
                let search = [
                    Entry(name: "use-case", desc: "SearchMoviesInteractor.execute"),
                    Entry(name: "repository", desc: "CachedMoviesRepository.cachedPage (cache miss)"),
                    Entry(name: "repository", desc: "CachedMoviesRepository.freshPage (cache miss)"),
                    Entry(name: "data-source", desc: "RemoteMoviesDataSource.page"),
                    Entry(name: "upstream", desc: "tmdb.GET 127.0.0.1/3/search/movie"),
                ]
                if visit.count == 1 {
                    #expect(search.allSatisfy(first.contains), "\(first)")
                }
                let trace = try await NoScriptBrowser().text(url, try Self.traceLink(firstPage))
                for row in [
                    "<code>SearchMoviesInteractor.execute</code>", "<code>CachedMoviesRepository.freshPage</code>",
                    "<code>RemoteMoviesDataSource.page</code>", "<code>tmdb.GET</code>",
                ] {
                    #expect(trace.contains(row), "\(row)")
                }
                #expect(trace.contains("<td>127.0.0.1/3/search/movie</td>"))
                #expect(trace.contains("<td>miss</td>"))

                // Another browser, within the cache's age: the page is at hand, and nothing is asked upstream.
                let second = try await NoScriptBrowser().answers(url, "/movies?query=star")
                #expect(second.count == 1)
                let timing = try Self.timing(second[0].response)
                #expect(
                    timing.filter { $0.name != "repository" || !$0.desc.hasPrefix("SQLiteMovieQueriesStore") }
                        == [
                            Entry(name: "route", desc: "GET /movies"),
                            Self.moviesViewModel,
                            Entry(name: "use-case", desc: "SearchMoviesInteractor.pageAtHand"),
                            Entry(name: "repository", desc: "CachedMoviesRepository.freshPageAtHand (cache hit)"),
                            Entry(name: "use-case", desc: "FetchRecentMovieQueriesInteractor.executeAtHand"),
                            Entry(name: "render", desc: "WindowPage.body"),
                        ], "\(timing)")
                #expect(!timing.contains { $0.name == "upstream" || $0.name == "data-source" })
            }
        }
    }

    @Test func theUsersListSaysItsRepositoryAndASecondVisitIsACacheHitWithoutUpstream() async throws {
        try await withTemporaryDirectory { directory in
            try await app.withRunningApp(phase: .alpha, dataDirectory: directory) { url in
                let first = try await NoScriptBrowser().answers(url, "/users")
                let page = String(decoding: first[0].body, as: UTF8.self)
                let trace = try await NoScriptBrowser().text(url, try Self.traceLink(page))
                for row in [
                    "<code>FetchGitHubUserPageInteractor.execute</code>",
                    "<code>CachedGitHubUserRepository.page</code>",
                    "<code>SQLiteGitHubUserBookmarkStore.bookmarkedIDs</code>", "<code>github.GET</code>",
                    "<td>miss</td>",
                ] {
                    #expect(trace.contains(row), "\(row)")
                }
                // Within the minute the list is not asked again: another browser's visit is a hit, and nothing
                // goes upstream.
                let second = try await NoScriptBrowser().answers(url, "/users")
                #expect(second.count == 1)
                let timing = try Self.timing(second[0].response)
                #expect(timing.first == Entry(name: "route", desc: "GET /users"))
                #expect(timing.contains(Entry(name: "use-case", desc: "FetchGitHubUserPageInteractor.execute")))
                #expect(timing.contains(Entry(name: "repository", desc: "CachedGitHubUserRepository.page (cache hit)")))
                #expect(timing.last == Entry(name: "render", desc: "WindowPage.body"))
                #expect(!timing.contains { $0.name == "upstream" || $0.desc.contains("(cache miss)") }, "\(timing)")
            }
        }
    }

    /// A scene's main page, the steps its timing names on a first visit, and what a second one is.
    struct ScenePage: Sendable, CustomTestStringConvertible {
        var path: String
        var steps: [Entry]
        /// The repository step a second visit within the cache's age answers from the cache; `nil` for a scene
        /// that keeps no cache (My groups asks its service each time).
        var cacheHit: Entry?
        var testDescription: String { path }
    }

    static let scenePages = [
        ScenePage(
            path: "/pokemon",
            steps: [
                Entry(name: "view-model", desc: "PokemonListViewModel.open"),
                Entry(name: "use-case", desc: "FetchPokemonPageInteractor.execute"),
                Entry(name: "repository", desc: "CachedPokemonRepository.page (cache miss)"),
                Entry(name: "data-source", desc: "RemotePokemonDataSource.page"),
                Entry(name: "upstream", desc: "pokeapi.GET 127.0.0.1/api/v2/pokemon"),
            ],
            cacheHit: Entry(name: "repository", desc: "CachedPokemonRepository.page (cache hit)")),
        ScenePage(
            path: "/air-quality",
            steps: [
                Entry(name: "view-model", desc: "AirQualityView.open"),
                Entry(name: "use-case", desc: "FetchAirQualityHistoryInteractor.execute"),
                Entry(name: "repository", desc: "CachedAirQualityRepository.history (cache miss)"),
                Entry(
                    name: "upstream",
                    desc: "airkorea.GET 127.0.0.1/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"),
            ],
            cacheHit: Entry(name: "repository", desc: "CachedAirQualityRepository.history (cache hit)")),
        ScenePage(
            path: "/groups",
            steps: [
                Entry(name: "view-model", desc: "MyGroupListViewModel.open"),
                Entry(name: "use-case", desc: "FetchMyGroupListInteractor.execute"),
                Entry(name: "repository", desc: "DataSourceMyGroupRepository.fetchMyGroupList"),
                Entry(name: "upstream", desc: "groups.GET 127.0.0.1/groups"),
            ],
            cacheHit: nil),
    ]

    @Test(arguments: scenePages)
    func aScenesPageSaysItsStepsAndASecondVisitIsACacheHitWithoutUpstream(_ scene: ScenePage) async throws {
        try await withTemporaryDirectory { directory in
            // The second visit's page waits for its load however busy the machine, so its header holds the steps.
            try await app.withRunningApp(phase: .alpha, dataDirectory: directory, pageWait: .seconds(60)) { url in
                let visit = try await NoScriptBrowser().answers(url, scene.path)
                let first = try Self.timing(visit[0].response)
                #expect(first.first == Entry(name: "route", desc: "GET \(scene.path)"))
                #expect(first.last == Entry(name: "render", desc: "WindowPage.body"))
                // The load's steps are in the header when the page waited for it (a page that did not wait
                // reloads itself, and its trace gathers them once sent).
                if visit.count == 1 {
                    #expect(scene.steps.allSatisfy(first.contains), "\(first)")
                }
                guard let cacheHit = scene.cacheHit else { return }
                // Another browser, within the cache's age: the cache answers, and nothing is asked upstream.
                let second = try await NoScriptBrowser().answers(url, scene.path)
                #expect(second.count == 1)
                let timing = try Self.timing(second[0].response)
                #expect(timing.contains(cacheHit), "\(timing)")
                #expect(timing.contains(scene.steps[0]), "\(timing)")
                #expect(!timing.contains { $0.name == "upstream" || $0.name == "data-source" }, "\(timing)")
                #expect(timing.last == Entry(name: "render", desc: "WindowPage.body"))
            }
        }
    }

    @Test func noTraceShowsTheAPIKey() async throws {
        let key = "k3y-\(UUID().uuidString)"
        try await withTemporaryDirectory { directory in
            try await app.withRunningApp(
                phase: .alpha, environment: ["TMDB_API_KEY": key], dataDirectory: directory
            ) { url in
                let visit = try await NoScriptBrowser().answers(url, "/movies?query=star")
                let page = String(decoding: visit[0].body, as: UTF8.self)
                let trace = try await NoScriptBrowser().get(url, try Self.traceLink(page))
                let text = String(decoding: trace.body, as: UTF8.self)
                // The upstream call is there, by host and path, and its key is not.
                #expect(text.contains("<td>127.0.0.1/3/search/movie</td>"))
                for answer in visit + [trace] {
                    let header = answer.response.value(forHTTPHeaderField: "Server-Timing") ?? ""
                    #expect(!header.isEmpty)
                    #expect(!header.contains(key))
                    #expect(!header.contains("api_key"))
                }
                #expect(!text.contains(key))
                #expect(!text.contains("api_key"))
            }
        }
    }

    @Test func tracingOffSendsNoServerTimingAndNoTraceLink() async throws {
        try await withTemporaryDirectory { directory in
            try await app.withRunningApp(
                phase: .dev, environment: ["STRATA_TRACING": "off"], dataDirectory: directory
            ) { url in
                let (body, response) = try await NoScriptBrowser().get(url, "/movies?query=star")
                #expect(response.statusCode == 200)
                #expect(response.value(forHTTPHeaderField: "Server-Timing") == nil)
                #expect(!String(decoding: body, as: UTF8.self).contains("/trace/"))
            }
        }
    }
}
