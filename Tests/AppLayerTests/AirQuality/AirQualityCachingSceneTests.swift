import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import StagingAPI
import TestSupport
import Testing
import WebUI

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The air-quality scene as its DI container wires it in the real phase (AirKorea being the staging API),
/// served over HTTP on a clock the test moves: what each journey costs in AirKorea calls, and the saved copy
/// shown when AirKorea fails.
@Suite struct AirQualityCachingSceneTests {
    static let realtimePath = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let stationListPath = "/B552584/MsrstnInfoInqireSvc/getMsrstnList"
    static let townPath = "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"
    static let nearbyPath = "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"
    static let jongnoGu = "/air-quality?station=%EC%A2%85%EB%A1%9C%EA%B5%AC"
    /// 2024-05-20 15:30 in Korea, after 15:15's publication.
    static let afternoonInSeoul = Date(timeIntervalSince1970: 1_716_186_600)

    /// Serves the scene over `api` in a temporary data directory, its cache on `clock`.
    func withScene(
        api: RunningStagingAPI, clock: TestWallClock,
        _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .real, port: 0, dataDirectory: directory.path,
                environment: ["AIRKOREA_BASE_URL": api.baseURL.absoluteString, "AIRKOREA_SERVICE_KEY": "staging"])
            let app = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
            var dependencies = AirQualitySceneDIContainer(app: app).dependencies
            dependencies.now = clock.nowFunction
            let scene = AirQualitySceneDIContainer(dependencies: dependencies)
            let web = WebUIConfiguration(phase: "real", scenes: [])
            try await WebServer(configuration: web, logger: Fixtures.quietLogger())
                .addRoutes { scene.registerRoutes(on: $0) }
                .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in try await body(client) }
        }
    }

    /// `path` as a browser without JavaScript finally shows it (after the page's reloads in its window).
    func page(_ path: String, _ client: any TestClientProtocol) async throws -> String {
        try await client.noScriptPage(path).text
    }

    /// Makes every AirKorea measurement request fail with `fault` until the test ends.
    func fail(_ api: RunningStagingAPI, with fault: String) async throws {
        try await api.setStickyFault(fault, forPathsStartingWith: Self.realtimePath)
    }

    @Test func twoViewsWithinTheHourCostOneCallAndOneMoreAfterTheNextPublication() async throws {
        let clock = TestWallClock(Self.afternoonInSeoul)
        try await withStagingAPI { api in
            try await withScene(api: api, clock: clock) { client in
                let first = try await page(Self.jongnoGu, client)
                #expect(first.contains("<span class=\"aq-station\">종로구</span>"))
                clock.advance(by: .seconds(40 * 60))
                _ = try await page(Self.jongnoGu, client)
                #expect(await api.requestCount(path: Self.realtimePath) == 1)
                clock.advance(by: .seconds(10 * 60))
                _ = try await page(Self.jongnoGu, client)
                #expect(await api.requestCount(path: Self.realtimePath) == 2)
            }
        }
    }

    @Test func aFailingAirKoreaShowsTheSavedMeasurementsWithWhenTheyWereSaved() async throws {
        let clock = TestWallClock(Self.afternoonInSeoul)
        try await withStagingAPI { api in
            try await withScene(api: api, clock: clock) { client in
                let fresh = try await page(Self.jongnoGu, client)
                #expect(!fresh.contains("AirKorea can’t be reached"))
                try await fail(api, with: "status=500")
                clock.advance(by: .seconds(2 * 3600))
                let saved = try await page(Self.jongnoGu, client)
                #expect(
                    saved.contains(
                        "Showing the measurements saved at May 20, 2024, 15:30 (Korea time); AirKorea can’t be reached."
                    ))
                #expect(saved.contains("<span class=\"aq-number\">"))
                #expect(saved.contains("aq-table"))
                #expect(await api.requestCount(path: Self.realtimePath) == 2)
            }
        }
    }

    @Test func aFailingAirKoreaWithNothingSavedShowsTheFailure() async throws {
        let clock = TestWallClock(Self.afternoonInSeoul)
        try await withStagingAPI { api in
            try await fail(api, with: "status=500")
            try await withScene(api: api, clock: clock) { client in
                let page = try await page(Self.jongnoGu, client)
                #expect(!page.contains("AirKorea can’t be reached"))
                #expect(!page.contains("aq-table"))
            }
        }
    }

    @Test func aNameSearchOrANearbySearchTwiceCostsOneCallEach() async throws {
        let clock = TestWallClock(Self.afternoonInSeoul)
        try await withStagingAPI { api in
            try await withScene(api: api, clock: clock) { client in
                for _ in 0..<2 {
                    let byName = try await page("/air-quality/settings?name=%EC%A2%85%EB%A1%9C", client)
                    #expect(byName.contains("<span class=\"aq-station-name\">종로구</span>"))
                    let byTown = try await page("/air-quality/settings?town=%ED%98%9C%ED%99%94", client)
                    #expect(byTown.contains("Stations nearest to 혜화동"))
                }
                #expect(await api.requestCount(path: Self.stationListPath) == 1)
                #expect(await api.requestCount(path: Self.townPath) == 1)
                #expect(await api.requestCount(path: Self.nearbyPath) == 1)
            }
        }
    }
}
