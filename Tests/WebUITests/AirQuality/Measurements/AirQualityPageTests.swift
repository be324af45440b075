import DomainLayer
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The measurements' page as HTML: while a station it shows loads again, Refresh stays where it was, busy, and the
/// measurements stay, marked busy; the charts' text is HTML around the SVG, and each hour tells its value.
@MainActor
@Suite struct AirQualityPageTests {
    let strings = Strings(.en)

    /// Keeps the measurements the presenter displays.
    final class MeasurementsDisplay: AirQualityDisplayLogic {
        var measurements: AirQuality.FetchMeasurements.ViewModel?
        func displayLoading(viewModel: AirQuality.Loading.ViewModel) {}
        func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel) { measurements = viewModel }
        func displayFailure(viewModel: AirQuality.Failure.ViewModel) {}
        func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel) {}
        func display(route: AirQualityDestination) {}
    }

    /// The measurements of a day of 중구, as the presenter makes them.
    func measurements() -> AirQuality.FetchMeasurements.ViewModel? {
        let display = MeasurementsDisplay()
        let presenter = AirQualityPresenter()
        presenter.display = display
        presenter.presentMeasurements(response: .init(history: AirQualityFixtures.day(of: "중구")))
        return display.measurements
    }

    func render(_ state: AirQualityView.State) -> String {
        AirQualityPage.render(state, address: "/air-quality?station=x", route: nil, strings: strings).description
    }

    @Test func refreshingKeepsRefreshInItsPlaceBusyAndTheMeasurementsShown() throws {
        let shown = try #require(measurements())
        let loaded = render(.loaded(shown))
        let refreshing = render(.loading(stationName: "중구", shown: shown))
        for page in [loaded, refreshing] {
            #expect(page.contains("id=\"aq-refresh\""))
            #expect(page.contains("<span class=\"refresh-ready\">Refresh</span>"))
            #expect(page.contains("Refreshing…</span>"))
            #expect(page.contains("id=\"aq-table\""))
            #expect(!page.contains("class=\"loading\""))
        }
        #expect(loaded.contains("aria-busy=\"false\"") && !loaded.contains("is-busy"))
        #expect(!loaded.contains("data-busy") && !loaded.contains("data-announce"))
        #expect(refreshing.contains("aria-busy=\"true\""))
        #expect(refreshing.contains("refresh-progress is-busy\" id=\"aq-refresh\""))
        #expect(refreshing.contains("data-busy=\"1\"") && refreshing.contains("aria-disabled=\"true\""))
        #expect(refreshing.contains("<span class=\"refresh-busy\" data-announce>Refreshing…</span>"))
    }

    @Test func thePageLeadsWithTheAirsGradeItsColourWordAndHealthAdviceInBothLanguages() throws {
        // 중구's latest hour: PM10 moderate, PM2.5 good; the air's grade is the worse.
        let shown = try #require(measurements())
        for state in [AirQualityView.State.loaded(shown), .loading(stationName: "중구", shown: shown)] {
            let page = render(state)
            let hero =
                "<section class=\"aq-hero aq-moderate\" id=\"aq-hero\" aria-labelledby=\"aq-hero-label\">"
                + "<p class=\"aq-hero-label\" id=\"aq-hero-label\">Air quality grade</p>"
                + "<p class=\"aq-hero-grade\">Moderate</p><p class=\"aq-advice\">Sensitive groups (children, older "
                + "adults, people with heart or lung disease) should limit prolonged outdoor exertion.</p></section>"
            let heroAt = try #require(page.range(of: hero)).lowerBound
            // Under the title and its actions (Refresh stays in place whatever the advice takes), before the
            // measurements.
            #expect(try #require(page.range(of: "id=\"aq-refresh\"")).lowerBound < heroAt)
            #expect(heroAt < (try #require(page.range(of: "id=\"aq-measurements\"")).lowerBound))
        }
        let korean = AirQualityPage.render(.loaded(shown), address: "/air-quality", route: nil, strings: Strings(.ko))
        #expect(
            korean.description.contains(
                "<p class=\"aq-hero-grade\">보통</p><p class=\"aq-advice\">민감군(어린이, 노인, 심장·호흡기 질환자)은 장시간 "
                    + "무리한 실외 활동을 줄이세요.</p>"))
        var ungraded = shown
        ungraded.latest = ungraded.latest.map { AirQuality.DisplayedReading(matter: $0.matter, value: nil, grade: nil) }
        let page = render(.loaded(ungraded))
        #expect(page.contains("<section class=\"aq-hero aq-none\""))
        #expect(page.contains("<p class=\"aq-hero-grade\">No grade</p></section>"))
    }

    @Test func refreshAndRetryWithoutJavaScriptOpenThePageRefreshing() throws {
        let shown = try #require(measurements())
        let refreshing = "href=\"/air-quality?station=x&amp;refresh=1\" data-action=\"/air-quality/refresh\""
        #expect(render(.loaded(shown)).contains(refreshing))
        let failure = AirQuality.Failure.ViewModel(message: .server, stationName: "중구", isRefresh: true)
        #expect(render(.failed(failure, shown: shown)).contains(refreshing))
        let plain = AirQualityPage.render(.loaded(shown), address: "/air-quality", route: nil, strings: strings)
        #expect(plain.description.contains("href=\"/air-quality?refresh=1\""))
    }

    @Test func aStationLoadingForTheFirstTimeShowsTheLoadingNoteAlone() {
        let page = render(.loading(stationName: "중구", shown: nil))
        #expect(page.contains("class=\"loading\""))
        #expect(!page.contains("aq-refresh") && !page.contains("aq-table"))
    }

    @Test func aChartsTextIsHTMLAroundItsSVGAndEachHourTellsItsValue() throws {
        let shown = try #require(measurements())
        let chart = AirQualityChart.render(shown.charts[0], recency: .currentHour, strings: strings).description
        #expect(!chart.contains("<text"))
        #expect(chart.contains("<p class=\"aq-axis-title aq-value-title\">µg/m³</p>"))
        #expect(chart.contains("<p class=\"aq-axis-title aq-time-title\">Time (Korea time)</p>"))
        #expect(chart.contains("<span class=\"aq-tick-label\" style=\"top: 0%\" aria-hidden=\"true\">160</span>"))
        #expect(chart.contains("<span class=\"aq-hour-note\">May 20, 2024</span>"))
        #expect(
            chart.contains(
                "<span class=\"aq-hour-label aq-now\" style=\"left: 100%\"><span class=\"aq-hour-time\">14:00</span>"
                    + "<span class=\"aq-hour-note\">now</span></span>"))
        // 22 of 24 hours have a PM10 value; only the latest is a tab stop.
        #expect(chart.components(separatedBy: "role=\"img\" tabindex=").count - 1 == 22)
        #expect(chart.components(separatedBy: "tabindex=\"0\"").count - 1 == 1)
        #expect(chart.contains("aria-label=\"May 20, 2024, 14:00 (Korea time): 38 µg/m³\""))
        #expect(chart.contains("<span class=\"aq-tip\" aria-hidden=\"true\">14:00: 38 µg/m³</span>"))
    }

    @Test func aRefreshSaysItUpdatedOrFoundNothingNewerAndOneThatFailedSaysItCouldNot() throws {
        let measured = try #require(measurements())
        var shown = measured
        shown.refreshed = .upToDate
        shown.recency = .today
        let notice = "<p class=\"notice\" role=\"status\" aria-live=\"polite\" data-announce>"
        #expect(render(.loaded(shown)).contains(notice + "Already up to date — measured at 14:00</p>"))
        shown.recency = .earlierDay
        #expect(
            render(.loaded(shown)).contains(
                notice + "Already up to date — measured at May 20, 2024, 14:00 (Korea time)</p>"))

        shown.refreshed = .newer
        #expect(
            render(.loaded(shown)).contains(notice + "Updated — measured at May 20, 2024, 14:00 (Korea time)</p>"))

        let failure = AirQuality.Failure.ViewModel(message: .server, stationName: "중구", isRefresh: true)
        let failed = render(.failed(failure, shown: measured))
        #expect(failed.contains("Couldn’t refresh: \(ErrorMessage.server.text(strings))"))
        #expect(failed.contains("id=\"aq-retry\"") && failed.contains("id=\"aq-table\""))
        #expect(failed.contains("<p class=\"aq-time\">Measured: "))
        #expect(!failed.contains("Already up to date"))
    }

    @Test func theLatestHourIsNowOnlyWhenItIsTheCurrentHourElseItsDayAndHour() throws {
        let shown = try #require(measurements())
        let latestLabel = { (recency: AirQuality.FetchMeasurements.Recency) in
            let chart = AirQualityChart.render(shown.charts[0], recency: recency, strings: strings).description
            return chart.components(separatedBy: "<span class=\"aq-hour-label aq-now").last?
                .components(separatedBy: "</span></span>").first
        }
        #expect(
            latestLabel(.currentHour)
                == "\" style=\"left: 100%\"><span class=\"aq-hour-time\">14:00</span><span class=\"aq-hour-note\">now")
        #expect(latestLabel(.today) == "\" style=\"left: 100%\"><span class=\"aq-hour-time\">14:00")
        #expect(
            latestLabel(.earlierDay)
                == " aq-day\" style=\"left: 100%\"><span class=\"aq-hour-time\">14:00</span><span class=\"aq-hour-note\">May 20, 2024"
        )
    }
}
