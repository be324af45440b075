import Foundation
import SampleData
import Synchronization
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The whole app, started as `strata` starts it, on a free loopback port with a temporary data directory.
@Suite struct StrataAppTests {
    /// Runs the app, hands its URL to `body`, then stops it as SIGINT would (by cancellation).
    func withRunningApp(
        phase: Phase, environment: [String: String] = [:], dataDirectory: URL, pageWait: Duration? = nil,
        _ body: (URL) async throws -> Void
    ) async throws {
        var configuration = try AppConfiguration.resolve(
            phase: phase, port: 0, dataDirectory: dataDirectory.path, environment: environment)
        configuration.pageWait = pageWait
        let (ready, readyContinuation) = AsyncStream.makeStream(of: URL.self)
        let app = Task {
            // ServiceLifecycle stops the process when cancelled services outlast their bound: 3 s, which a
            // machine busy with the whole suite can exceed; the test process must not die of it.
            try await StrataApp(
                configuration: configuration, logger: Fixtures.quietLogger(label: "strata.test"),
                shutdownBounds: (.seconds(60), .seconds(60))
            )
            .run { url in readyContinuation.yield(url) }
        }
        var iterator = ready.makeAsyncIterator()
        guard let url = await iterator.next() else {
            Issue.record("the app did not start")
            return
        }
        defer { app.cancel() }
        try await body(url)
        app.cancel()
        _ = await app.result
    }

    func home(_ url: URL) async throws -> String {
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func devServesTheHomePageListingTheFiveScenes() async throws {
        try await withTemporaryDirectory { directory in
            try await withRunningApp(phase: .dev, dataDirectory: directory) { url in
                let page = try await home(url)
                for title in ["Movies", "Pokémon", "GitHub users", "Air quality", "My groups"] {
                    #expect(page.contains(title))
                }
                #expect(page.contains("</span>Sample data</span>"))
            }
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("strata.sqlite").path))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache.sqlite").path))
        }
    }

    /// In alpha the groups come only from the staging API the app starts (no public service exists, so
    /// without it the scene asks an address that resolves nowhere): the page shows them only if it started.
    @Test func alphaStartsTheStagingAPIAndServesItsData() async throws {
        let groups = try SampleDataset.bundled().groups
        try await withTemporaryDirectory { directory in
            try await withRunningApp(phase: .alpha, dataDirectory: directory) { url in
                let page = try await home(url)
                #expect(page.contains("</span>Staging</span>"))
                let groupsPage = try await NoScriptBrowser().text(url, "/groups")
                #expect(!groups.isEmpty)
                for group in groups {
                    #expect(groupsPage.contains(group.name.htmlEscaped), "\(group.name) is not on /groups")
                }
                #expect(!groupsPage.contains("role=\"alert\""))
            }
        }
    }

    @Test func realWithoutKeysStartsAndSaysWhatToSet() async throws {
        try await withTemporaryDirectory { directory in
            try await withRunningApp(phase: .real, dataDirectory: directory) { url in
                let page = try await home(url)
                #expect(page.contains("To use this scene in the real phase, start Strata with TMDB_API_KEY set."))
                #expect(page.contains("start Strata with AIRKOREA_SERVICE_KEY set."))
                #expect(page.contains("start Strata with GROUPS_BASE_URL set."))
            }
        }
    }

    @Test func realWithKeysShowsNoConfigurationMessageAndNoKey() async throws {
        let environment = [
            "TMDB_API_KEY": "tmdb-key-zz9", "AIRKOREA_SERVICE_KEY": "air-key-zz9",
            "GROUPS_BASE_URL": "http://127.0.0.1:9",
        ]
        try await withTemporaryDirectory { directory in
            try await withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                let page = try await home(url)
                #expect(!page.contains("with TMDB_API_KEY set"))
                #expect(!page.contains("key-zz9"))
            }
        }
    }

    @Test func realWithoutAKeyAnswersTheScenesPathsWithTheSettingToSet() async throws {
        let environment = ["AIRKOREA_SERVICE_KEY": "air-key-zz9", "GROUPS_BASE_URL": "http://127.0.0.1:9"]
        try await withTemporaryDirectory { directory in
            try await withRunningApp(phase: .real, environment: environment, dataDirectory: directory) { url in
                for path in ["movies", "movies/550", "movies?query=star"] {
                    let (data, response) = try await URLSession.shared.data(
                        from: try #require(URL(string: path, relativeTo: url)))
                    let page = String(decoding: data, as: UTF8.self)
                    #expect((response as? HTTPURLResponse)?.statusCode == 503)
                    #expect(page.contains("<h1>This scene needs a setting</h1>"))
                    #expect(page.contains("Movies needs the environment variable TMDB_API_KEY"))
                    #expect(!page.contains("Page not found"))
                    #expect(!page.contains("key-zz9"))
                }
            }
        }
    }

    @Test func aCorruptUserDatabaseIsMovedAsideAndReportedOnTheHomePage() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            try Data(repeating: 0x42, count: 4096).write(to: file)
            try await withRunningApp(phase: .dev, dataDirectory: directory) { url in
                let page = try await home(url)
                #expect(
                    page.contains(
                        "The database file strata.sqlite was damaged. Strata kept it as strata.sqlite.corrupt-"))
                // The page names the file, never the data directory's path.
                #expect(!page.contains(directory.path))
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names.contains { $0.hasPrefix("strata.sqlite.corrupt-") })
        }
    }

    @Test func aLinkedCacheFileIsMovedAsideItsTargetUntouchedAndReportedAsALink() async throws {
        try await withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("someone-elses.sqlite")
            let theirs = Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0x07, count: 4_080)
            try theirs.write(to: target)
            let cache = directory.appendingPathComponent("cache.sqlite")
            try FileManager.default.createSymbolicLink(at: cache, withDestinationURL: target)
            try await withRunningApp(phase: .dev, dataDirectory: directory) { url in
                let page = try await home(url)
                #expect(
                    page.contains(
                        "A link was where Strata’s file cache.sqlite should be, and Strata never opens its files "
                            + "through a link. Strata renamed the link cache.sqlite.corrupt-"))
                #expect(!page.contains("damaged"))
            }
            #expect(try Data(contentsOf: target) == theirs)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            let aside = try #require(names.first { $0.hasPrefix("cache.sqlite.corrupt-") })
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent(aside).path)
                    == target.path)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: cache.path)) == nil)
        }
    }

    @Test func aTakenPortIsAServerStartError() async throws {
        try await withTemporaryDirectory { directory in
            try await withRunningApp(phase: .dev, dataDirectory: directory) { url in
                let port = try #require(url.port)
                let configuration = try AppConfiguration.resolve(
                    port: port, dataDirectory: directory.appendingPathComponent("second").path, environment: [:])
                let error = await #expect(throws: ServerStartError.self) {
                    try await StrataApp(
                        configuration: configuration, logger: Fixtures.quietLogger(),
                        shutdownBounds: (.seconds(60), .seconds(60))
                    ).run { _ in }
                }
                #expect(error?.cause == .portInUse)
                #expect(error?.port == port)
            }
        }
    }
}

extension String {
    /// The text as a page writes it (`&`, `<`, `>`, `"` and `'` escaped).
    fileprivate var htmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
