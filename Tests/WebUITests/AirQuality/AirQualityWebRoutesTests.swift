import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The measurements page over real HTTP.
@Suite struct AirQualityWebRoutesTests {
    let testing = AirQualityWebTesting()
    var useCases: FakeAirQualityUseCases { testing.useCases }

    init() {
        testing.useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day(of: "종로구")))
    }

    @Test func refreshWithoutJavaScriptOpensThePageAskingAgainAndSaysWhatItFound() async throws {
        // Refresh's link (`refresh=1`) opens a new window with nothing shown: the copy kept for the hour is shown
        // and compared with what the service answers, and the page says so, as the live Refresh does.
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality?station=\(AirQualityWebTesting.encoded("종로구"))&refresh=1", method: .get)
            let main = try #require(page.main)
            #expect(
                main.contains(
                    "<p class=\"notice\" role=\"status\" aria-live=\"polite\" data-announce>Already up to date — "
                        + "measured at May 20, 2024, 14:00 (Korea time)</p>"))
            #expect(main.contains("id=\"aq-table\""))
            let plain = try await client.execute(uri: "/air-quality", method: .get)
            #expect(plain.main?.contains("Already up to date") == false)
        }
        #expect(useCases.histories.answers.requests == ["종로구", "종로구", "종로구"])
    }

    @Test func theSavedStationShowsItsGradesAsWordsAndItsHoursWithoutDataAsNoData() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality", method: .get)
            #expect(page.status == .ok)
            let main = try #require(page.main)
            #expect(
                main.contains("<span class=\"aq-station\">종로구</span><span class=\"aq-romanized\"> (Jongno-gu)</span>"))
            #expect(
                main.contains(
                    "<time datetime=\"2024-05-20T14:00:00+09:00\">May 20, 2024, 14:00 (Korea time)</time>"))
            // The newest hour: PM10 38 (31–80, moderate), PM2.5 11 (0–15, good).
            #expect(
                main.contains(
                    "<li class=\"aq-reading aq-moderate\" id=\"aq-latest-pm10\"><h2>PM10 (fine dust)</h2><p "
                        + "class=\"aq-value\"><span class=\"aq-number\">38</span> µg/m³</p><p class=\"aq-grade\">"
                        + "Moderate</p></li>"))
            #expect(main.contains("<p class=\"aq-grade\">Good</p>"))
            #expect(main.contains("<td class=\"aq-none\">No data</td>"))
            #expect(main.components(separatedBy: "<td class=\"aq-none\">No data</td>").count - 1 == 3)
            #expect(
                main.contains(
                    "<td class=\"aq-very-bad\">151 <span class=\"aq-cell-grade\">(Very unhealthy)</span></td>"))
            #expect(main.contains("<td class=\"aq-bad\">150 <span class=\"aq-cell-grade\">(Unhealthy)</span></td>"))
            #expect(main.contains("href=\"/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC\""))
            #expect(useCases.histories.answers.requests == ["종로구"])
        }
    }

    @Test func theChartsAreNamedImagesWithBandsAndGapsAndTheTableHoldsEveryHour() async throws {
        try await testing.withApp { client in
            let main = try #require(try await client.execute(uri: "/air-quality", method: .get).main)
            #expect(main.components(separatedBy: "role=\"img\" aria-label=\"Chart of ").count - 1 == 2)
            #expect(main.contains("aria-label=\"Chart of PM10 (fine dust) over the last 24 hours;"))
            // PM10 has two hours without data in a row, PM2.5 one: each line is broken in two.
            #expect(main.components(separatedBy: "<polyline class=\"aq-line\"").count - 1 == 4)
            #expect(main.components(separatedBy: "<rect class=\"aq-band aq-very-bad\"").count - 1 == 2)
            #expect(
                main.contains(
                    "<p class=\"aq-legend\"><span class=\"aq-legend-title\">Grades:</span> <span class=\"aq-swatch "
                        + "aq-good\">Good</span> <span class=\"aq-swatch aq-moderate\">Moderate</span> <span "
                        + "class=\"aq-swatch aq-bad\">Unhealthy</span> <span class=\"aq-swatch aq-very-bad\">Very unhealthy</span></p>"
                ))
            #expect(main.contains("<caption>Hourly measurements in µg/m³, Korea time</caption>"))
            #expect(main.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == 24)
            #expect(main.contains("<th scope=\"col\">PM2.5 (ultrafine dust)</th>"))
        }
    }

    @Test func everyAddressRendersItsStation() async throws {
        useCases.histories.answers.answer("중구", with: .success(AirQualityFixtures.hours(3, of: "중구")))
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality?station=%EC%A4%91%EA%B5%AC", method: .get)
            #expect(page.text.contains("<title>중구 · Air quality · Strata</title>"))
            #expect(page.main?.components(separatedBy: "<tr><th scope=\"row\">").count == 4)
        }
        #expect(useCases.histories.answers.requests == ["중구"])
    }

    @Test func hostileStationNamesAreEscaped() async throws {
        let hostile = "<script>alert(1)</script>\"'"
        useCases.histories.answers.answer(hostile, with: .success(AirQualityFixtures.day(of: hostile)))
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality?station=\(AirQualityWebTesting.encoded(hostile))", method: .get)
            #expect(!page.text.contains("<script>alert"))
            #expect(
                page.text.contains("<span class=\"aq-station\">&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;</span>")
            )
        }
    }

    @Test func koreanWordsTheGradesTimeAndNoData() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality", method: .get, headers: AirQualityWebTesting.korean)
            let main = try #require(page.main)
            #expect(main.contains("<h2>미세먼지 (PM10)</h2>"))
            #expect(main.contains("<p class=\"aq-grade\">보통</p>"))
            #expect(main.contains("<p class=\"aq-grade\">좋음</p>"))
            #expect(main.contains("<td class=\"aq-none\">데이터 없음</td>"))
            #expect(main.contains("(매우나쁨)"))
            #expect(main.contains(">2024년 5월 20일 14:00 (한국 시간)</time>"))
            #expect(main.contains(">측정소 바꾸기</a>"))
        }
    }

    @Test func aSavedStationThatIsGoneAnswers303ToSettingsWhichSaysWhy() async throws {
        let testing = AirQualityWebTesting(savedStationName: "폐쇄된곳")
        testing.useCases.histories.answers.answer("폐쇄된곳", with: .failure(DomainError.notFound))
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality", method: .get)
            #expect(page.status == .seeOther)
            let gone = AirQualityWebTesting.encoded("폐쇄된곳")
            #expect(page.headers[.location] == "/air-quality/settings?current=\(gone)&missing=\(gone)")
            let settings = try await client.execute(uri: try #require(page.headers[.location]), method: .get)
            #expect(
                settings.main?.contains(
                    "<p class=\"notice notice-failure\" role=\"alert\">The station “폐쇄된곳” no longer exists or sends no data. "
                        + "Choose another station.</p>") == true)
        }
    }

    @Test func aFailedRefreshKeepsTheMeasurementsShownWithRetry() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality", method: .get)
            let cookie = try #require(page.sessionCookie)
            let window = try #require(windowID(in: page.text))
            useCases.histories.answers.answer("종로구", with: .failure(DomainError.unreachable(service: "AirKorea")))
            let refresh = try await client.execute(
                uri: AirQualityPaths.refresh, method: .post,
                headers: [
                    .cookie: cookie, HTTPField.Name("X-Strata-Window")!: window,
                    HTTPField.Name("X-CSRF-Token")!: try #require(csrfToken(in: page.text)),
                ])
            #expect(refresh.status == .noContent)
            let again = try await client.browse("/air-quality?window=\(window)", headers: [.cookie: cookie])
            let main = try #require(again.main)
            #expect(
                main.contains(
                    "<div class=\"error\" role=\"alert\"><p>Couldn’t refresh: Can’t reach AirKorea. Try again in a moment.</p>"
                        + "<a class=\"button retry\" id=\"aq-retry\" href=\"/air-quality?refresh=1\" "
                        + "data-action=\"/air-quality/refresh\">Retry</a></div>"))
            #expect(main.contains("<p class=\"aq-grade\">Moderate</p>"))
            #expect(main.contains("<table class=\"aq-table\""))
        }
    }

    @Test func theAirQualityCatalogueIsCompleteInBothLanguages() {
        #expect(AirQualityText.catalogue.problems(for: AirQualityText.self) == [])
    }
}
