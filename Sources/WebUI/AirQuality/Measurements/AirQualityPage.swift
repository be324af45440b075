import Foundation
import LiveWeb
import PresentationLayer

/// The measurements of a station: its name, then the air's grade (its colour, its word and AirKorea's health
/// advice), when it measured, PM10 and PM2.5 with their grades (a word and a colour), a chart of each over the
/// last 24 hours, and the same numbers in a table. While a station loads or after a failure, the measurements
/// shown before stay; a missing station leads to Settings.
enum AirQualityPage {
    static let regionID = "air-quality"

    /// The page's title.
    static func title(_ state: AirQualityView.State, strings: Strings) -> String {
        let station: String? =
            switch state {
            case .loading(let name, let shown): name ?? shown?.stationName
            case .loaded(let measurements): measurements.stationName
            case .failed(let failure, let shown): failure.stationName ?? shown?.stationName
            case .stationMissing: nil
            }
        return station.map { "\($0) · \(strings[AirQualityWords.title])" } ?? strings[AirQualityWords.title]
    }

    /// The region for `state`; `address` is what the page shows (Refresh and Retry go there, refreshing,
    /// without JavaScript: ``AirQualityPaths/refreshing(_:)``), `route` where the view was sent.
    static func render(
        _ state: AirQualityView.State, address: String, route: AirQualityDestination?, strings: Strings
    ) -> HTML {
        let address = AirQualityPaths.refreshing(address)
        switch state {
        case .loading(let name, nil):
            return heading(name, strings: strings) + ScreenParts.loading(strings[AirQualityText.loading])
        case .loading(let name, let shown?):
            // A refresh (or the saved station's change) keeps the page as it is, Refresh in its place and
            // busy, so nothing moves and the keyboard focus stays on it.
            let station = name ?? shown.stationName
            return heading(station, strings: strings)
                + actions(station: station, address: address, strings: strings, refresh: .busy)
                + hero(shown, strings: strings)
                + measurements(shown, busy: true, strings: strings)
        case .loaded(let shown):
            return heading(shown.stationName, strings: strings)
                + actions(station: shown.stationName, address: address, strings: strings)
                + hero(shown, strings: strings)
                + measurements(shown, strings: strings)
        case .failed(let failure, let shown):
            let retry = ScreenParts.retry(
                strings[AirQualityText.retry], href: address, action: AirQualityPaths.refresh, id: "aq-retry")
            let station = failure.stationName ?? shown?.stationName
            return heading(station, strings: strings)
                + actions(station: station, address: address, strings: strings, refresh: .none)
                + (shown.map { hero($0, strings: strings) } ?? .empty)
                + ScreenParts.error(html: failureText(failure, strings: strings), retry: retry)
                + (shown.map { measurements($0, strings: strings) } ?? .empty)
        case .stationMissing(let missing):
            let settings =
                route.map(AirQualityPaths.path(for:))
                ?? AirQualityPaths.path(
                    for: .settings(currentStationName: nil, missingStationName: missing.stationName))
            let choose: HTML =
                "<a class=\"button\" id=\"aq-to-settings\" href=\"\(settings)\">\(strings[AirQualityWords.chooseStation])</a>"
            return heading(nil, strings: strings)
                + ScreenParts.error(strings(AirQualityText.missing, missing.stationName), retry: choose)
        }
    }

    /// The failure's cause (its time marked up, `ErrorMessage.html`); after Refresh,
    /// that it could not refresh and why.
    private static func failureText(_ failure: AirQuality.Failure.ViewModel, strings: Strings) -> HTML {
        let cause = failure.message.html(strings)
        guard failure.isRefresh else { return cause }
        let mark = "\u{E000}"
        let parts = strings(AirQualityWords.refreshFailed, mark).components(separatedBy: mark)
        return "\(parts.first ?? "")\(cause)\(parts.dropFirst().joined())"
    }

    private static func heading(_ station: String?, strings: Strings) -> HTML {
        guard let station else { return "<h1>\(strings[AirQualityWords.title])</h1>" }
        let romanized: HTML =
            AirQualityStationName.romanized(station, for: strings.language)
            .map { "<span class=\"aq-romanized\"> (\($0))</span>" } ?? .empty
        return """
            <h1 class="aq-title"><span class="aq-station">\(station)</span>\(romanized) \
            <span class="aq-scene">· \(strings[AirQualityWords.title])</span></h1>
            """
    }

    /// The air's grade, the page's lead under its title and actions (which stay in place whatever the grade's
    /// advice takes): its colour, its word (``AirQuality/FetchMeasurements/ViewModel/grade``) and the health
    /// advice AirKorea publishes for it; "No grade" and no advice when the readings have none.
    static func hero(_ shown: AirQuality.FetchMeasurements.ViewModel, strings: Strings) -> HTML {
        let grade = shown.grade
        let advice: HTML = grade.map { "<p class=\"aq-advice\">\($0.advice(strings))</p>" } ?? .empty
        return """
            <section class="aq-hero \(grade?.className ?? "aq-none")" id="aq-hero" aria-labelledby="aq-hero-label">\
            <p class="aq-hero-label" id="aq-hero-label">\(strings[AirQualityText.overallGrade])</p>\
            <p class="aq-hero-grade">\(gradeText(grade, strings: strings))</p>\(advice)</section>
            """
    }

    /// How Refresh shows: ready, loading (busy), or not at all (a failure offers Retry instead).
    private enum RefreshButton {
        case ready, busy, none
    }

    /// "Change station" (a link to Settings carrying the station) and Refresh.
    private static func actions(
        station: String?, address: String, strings: Strings, refresh: RefreshButton = .ready
    ) -> HTML {
        let settings = AirQualityPaths.path(for: .settings(currentStationName: station, missingStationName: nil))
        return """
            <p class="aq-actions"><a class="button" id="aq-change-station" href="\(settings)">\
            \(strings[AirQualityText.changeStation])</a> \(refreshLink(refresh, address: address, strings: strings))</p>
            """
    }

    /// Refresh, an action link that shows its progress in place (``ScreenParts/refresh(_:busyTitle:isBusy:href:action:id:)``).
    private static func refreshLink(_ refresh: RefreshButton, address: String, strings: Strings) -> HTML {
        guard refresh != .none else { return .empty }
        return ScreenParts.refresh(
            strings[AirQualityText.refresh], busyTitle: strings[SharedWords.refreshing], isBusy: refresh == .busy,
            href: address, action: AirQualityPaths.refresh, id: "aq-refresh")
    }

    /// The time, the latest readings, the charts and the table; first, for a saved copy shown because the
    /// service failed, a notice saying so and when it was saved.
    /// `busy` while newer ones load (`aria-busy`).
    static func measurements(
        _ shown: AirQuality.FetchMeasurements.ViewModel, busy: Bool = false, strings: Strings
    ) -> HTML {
        measurementsMemo.value(for: MeasurementsKey(shown: shown, busy: busy, language: strings.language)) {
            renderMeasurements(shown, busy: busy, strings: strings)
        }
    }

    /// Everything the measurements' markup is made from.
    private struct MeasurementsKey: Hashable, Sendable {
        let shown: AirQuality.FetchMeasurements.ViewModel
        let busy: Bool
        let language: Language

        // Hashed without the charts and the latest readings, which the presenter makes from the hours: hashing
        // the whole key showed in `/air-quality`'s profile (`scripts/page-cost --profile`). Keys are still compared
        // whole.
        func hash(into hasher: inout Hasher) {
            hasher.combine(shown.stationName)
            hasher.combine(shown.measuredAt)
            hasher.combine(shown.hours)
            hasher.combine(shown.savedAt)
            hasher.combine(shown.refreshed)
            hasher.combine(shown.recency)
            hasher.combine(busy)
            hasher.combine(language)
        }
    }

    /// The charts and the table are most of the page's time, and every window of a station within the hour
    /// shows the same ones; a few stations in two languages, loading or not, at a time.
    private static let measurementsMemo = Memo<MeasurementsKey, HTML>(capacity: 64)

    private static func renderMeasurements(
        _ shown: AirQuality.FetchMeasurements.ViewModel, busy: Bool, strings: Strings
    ) -> HTML {
        let savedCopy: HTML =
            shown.savedAt.map { savedAt in
                ScreenParts.notice(
                    strings(AirQualityText.savedCopy, AirQualityFormat.dateTime(savedAt, strings: strings)), .failure)
                    + "\n"
            } ?? .empty
        let refreshed: HTML =
            shown.refreshed.flatMap { refreshed in
                shown.measuredAt.map { measuredAt in
                    let when =
                        shown.recency == .earlierDay
                        ? AirQualityFormat.dateTime(measuredAt, strings: strings)
                        : AirQualityFormat.time(measuredAt, strings: strings)
                    let words: AirQualityWords = refreshed == .upToDate ? .upToDate : .updated
                    return ScreenParts.notice(strings(words, when), .confirmation) + "\n"
                }
            } ?? .empty
        let time: HTML =
            shown.measuredAt.map { measuredAt in
                """
                <p class="aq-time">\(strings[AirQualityText.measured]): \
                <time datetime="\(AirQualityFormat.machineReadable(measuredAt))">\
                \(AirQualityFormat.dateTime(measuredAt, strings: strings))</time></p>

                """
            } ?? .empty
        return """
            <div class="aq-measurements" id="aq-measurements" aria-busy="\(busy ? "true" : "false")">\
            \(refreshed)\(savedCopy)\(time)<ul class="aq-latest">\(shown.latest.map { latest($0, strings: strings) })</ul>
            <h2>\(strings[AirQualityText.last24Hours])</h2>
            \(legend(strings: strings))\
            <div class="aq-charts">\(shown.charts.map { AirQualityChart.render($0, recency: shown.recency, strings: strings) })</div>
            \(AirQualityTable.render(shown.hours, strings: strings))</div>
            """
    }

    /// One latest reading: the kind of dust, the value in µg/m³ (or "No data"), and the grade as a word with
    /// its colour.
    private static func latest(_ reading: AirQuality.DisplayedReading, strings: Strings) -> HTML {
        let value: HTML =
            reading.value.map { "<span class=\"aq-number\">\(strings.number($0))</span> µg/m³" }
            ?? "\(strings[AirQualityText.noData])"
        return """
            <li class="aq-reading \(reading.grade?.className ?? "aq-none")" id="aq-latest-\(reading.matter.slug)">\
            <h2>\(reading.matter.text(strings))</h2><p class="aq-value">\(value)</p>\
            <p class="aq-grade">\(gradeText(reading.grade, strings: strings))</p></li>
            """
    }

    /// The grade's word, or "No grade".
    static func gradeText(_ grade: AirQuality.Grade?, strings: Strings) -> String {
        grade?.text(strings) ?? strings[AirQualityWords.noGrade]
    }

    /// The grades' colours with their words, once for both charts.
    private static func legend(strings: Strings) -> HTML {
        let grades: [AirQuality.Grade] = [.good, .moderate, .bad, .veryBad]
        let swatches = grades.map { grade -> HTML in
            "<span class=\"aq-swatch \(grade.className)\">\(grade.text(strings))</span>"
        }
        return """
            <p class="aq-legend"><span class="aq-legend-title">\(strings[AirQualityText.legend]):</span> \
            \(HTML.joined(swatches, separator: " "))</p>
            """
    }
}
