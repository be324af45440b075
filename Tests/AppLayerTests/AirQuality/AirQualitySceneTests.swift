import Foundation
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The air-quality scenes in the running app, in each phase.
@Suite struct AirQualitySceneTests {
    /// Runs the app in `phase` on a temporary data directory and hands its URL to `body`.
    func withApp(
        phase: Phase, environment: [String: String] = [:], _ body: (URL) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(
                phase: phase, environment: environment, dataDirectory: directory, body)
        }
    }

    /// What the page at `path` shows in its main column, after its redirects and reloads.
    func main(_ url: URL, _ path: String) async throws -> String {
        let page = try await NoScriptBrowser().text(url, path)
        guard let start = page.range(of: "<main")?.lowerBound, let end = page.range(of: "</main>")?.upperBound else {
            Issue.record("no main column in \(page)")
            return ""
        }
        return String(page[start..<end])
    }

    static let chosenTime = "May 20, 2024, 14:00 (Korea time)"

    @Test func devShowsTheDefaultStationsGradesChartAndTable() async throws {
        try await withApp(phase: .dev) { url in
            let page = try await main(url, "/air-quality")
            #expect(page.contains("<span class=\"aq-station\">종로구</span>"))
            #expect(page.contains(Self.chosenTime))
            #expect(page.contains("<span class=\"aq-number\">63</span> µg/m³</p><p class=\"aq-grade\">Moderate</p>"))
            #expect(page.contains("<span class=\"aq-number\">23</span> µg/m³</p><p class=\"aq-grade\">Moderate</p>"))
            #expect(page.components(separatedBy: "<svg class=\"aq-chart-svg\"").count - 1 == 2)
            #expect(page.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == 24)
        }
    }

    @Test func alphaAndDevShowTheSameMeasurementsForTheSameStation() async throws {
        var pages: [String] = []
        for phase in [Phase.dev, .alpha] {
            try await withApp(phase: phase) { url in
                pages.append(try await main(url, "/air-quality?station=%EC%A4%91%EA%B5%AC"))
            }
        }
        #expect(pages.count == 2)
        #expect(pages.first?.contains("<span class=\"aq-station\">중구</span>") == true)
        #expect(pages.first == pages.last)
    }

    @Test func devSettingsFindsStationsByNameAndByTown() async throws {
        try await withApp(phase: .dev) { url in
            let byName = try await main(url, "/air-quality/settings?name=%EC%A2%85%EB%A1%9C")
            #expect(byName.contains("<span class=\"aq-station-name\">종로구</span>"))
            #expect(byName.contains("<span class=\"aq-station-name\">종로</span>"))
            let byTown = try await main(url, "/air-quality/settings?town=%ED%98%9C%ED%99%94")
            #expect(byTown.contains("Stations nearest to 혜화동"))
            #expect(byTown.contains("<span class=\"aq-distance\">"))
        }
    }

    @Test func devSendsAStationThatIsNotThereToSettingsWithWhy() async throws {
        try await withApp(phase: .dev) { url in
            let page = try await main(url, "/air-quality?station=%EC%97%86%EB%8A%94%EC%97%AD")
            #expect(page.contains("<h1>Choose a station</h1>"))
            #expect(page.contains("The station “없는역” no longer exists or sends no data."))
        }
    }

    @Test func alphaWordsTheRefusedKey() async throws {
        try await withApp(phase: .alpha, environment: ["AIRKOREA_SERVICE_KEY": "invalid"]) { url in
            let page = try await main(url, "/air-quality")
            #expect(page.contains("The service refused Strata’s key. Check the key Strata was started with."))
            #expect(!page.contains("SERVICE_KEY_IS_NOT_REGISTERED"))
            #expect(!page.contains("invalid"))
        }
    }

    @Test func realShowsAStoppedServiceAsUnreachableByName() async throws {
        let stopped = try closedPortURL()
        let environment = ["AIRKOREA_BASE_URL": stopped.absoluteString, "AIRKOREA_SERVICE_KEY": "key"]
        try await withApp(phase: .real, environment: environment) { url in
            let page = try await main(url, "/air-quality")
            #expect(page.contains("Can’t reach AirKorea. Try again in a moment."))
            #expect(!page.contains("aq-table"))
        }
    }
}
