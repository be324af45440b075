import LiveWeb
import PresentationLayer

/// A chart of one kind of dust over the last 24 hours: the grades' bands, the value axis' lines and the line
/// (broken where an hour has no data; a lone hour is a dot) as inline SVG, an image with a name
/// (`role="img"`), and its text in HTML around it, so the text keeps the page's size however small the SVG is
/// drawn: the value axis' numbers and unit, the time axis' hours (a day's date where it changes, "now" at the
/// latest when it is the current hour, else its day when it is another day's) and title, and each hour's value on hover and keyboard focus (one tab stop; the arrow keys move
/// along the hours). The table under the charts holds every number too.
enum AirQualityChart {
    static func render(
        _ chart: AirQuality.DisplayedChart, recency: AirQuality.FetchMeasurements.Recency, strings: Strings
    ) -> HTML {
        let name = chart.matter.text(strings)
        let viewBox = [0, 0, chart.width, chart.height].map(AirQualityFormat.coordinate).joined(separator: " ")
        let latest = chart.hours.lastIndex { $0.value != nil }
        let points = chart.hours.indices.map { point(chart, at: $0, focusable: $0 == latest, strings: strings) }
        return """
            <figure class="aq-chart" id="aq-chart-\(chart.matter.slug)">\
            <p class="aq-axis-title aq-value-title">\(strings[AirQualityText.valueAxis])</p>\
            <div class="aq-plot"><svg class="aq-chart-svg" viewBox="\(viewBox)" \
            role="img" aria-label="\(strings(AirQualityText.chartLabel, name))" focusable="false">\
            \(chart.bands.map(band(width: chart.width)))\
            \(chart.ticks.map(tick(width: chart.width)))\
            \(chart.segments.map(segment))</svg>\
            \(chart.ticks.map(tickLabel(height: chart.height, strings: strings)))\
            \(points)</div>\
            <div class="aq-hour-labels" aria-hidden="true">\(timeAxis(chart, recency: recency, strings: strings))</div>\
            <p class="aq-axis-title aq-time-title">\(strings[AirQualityText.timeAxis])</p>\
            <figcaption>\(strings(AirQualityText.chartCaption, name))</figcaption></figure>
            """
    }

    private static func band(width: Double) -> (AirQuality.DisplayedChart.Band) -> HTML {
        { band in
            """
            <rect class="aq-band \(band.grade.className)" x="0" y="\(AirQualityFormat.coordinate(band.top))" \
            width="\(AirQualityFormat.coordinate(width))" \
            height="\(AirQualityFormat.coordinate(max(band.bottom - band.top, 0)))"/>
            """
        }
    }

    private static func tick(width: Double) -> (AirQuality.DisplayedChart.Tick) -> HTML {
        { tick in
            let y = AirQualityFormat.coordinate(tick.y)
            return """
                <line class="aq-tick" x1="0" x2="\(AirQualityFormat.coordinate(width))" y1="\(y)" y2="\(y)"/>
                """
        }
    }

    /// A value axis' number, beside its line.
    private static func tickLabel(height: Double, strings: Strings) -> (AirQuality.DisplayedChart.Tick) -> HTML {
        { tick in
            """
            <span class="aq-tick-label" style="top: \(percent(tick.y, of: height))" aria-hidden="true">\
            \(strings.number(tick.value))</span>
            """
        }
    }

    private static func segment(_ points: [AirQuality.DisplayedChart.Point]) -> HTML {
        let xy = points.map { (x: AirQualityFormat.coordinate($0.x), y: AirQualityFormat.coordinate($0.y)) }
        switch xy.count {
        case 0: return .empty
        case 1: return "<circle class=\"aq-point\" cx=\"\(xy[0].x)\" cy=\"\(xy[0].y)\" r=\"3\"/>"
        default:
            let list = xy.map { "\($0.x),\($0.y)" }.joined(separator: " ")
            return "<polyline class=\"aq-line\" points=\"\(list)\"/>"
        }
    }

    /// The hour `index` as a point that tells its value on hover and focus (nothing for an hour without data);
    /// only the latest is in the tab order.
    private static func point(
        _ chart: AirQuality.DisplayedChart, at index: Int, focusable: Bool, strings: Strings
    ) -> HTML {
        let hour = chart.hours[index]
        guard let value = hour.value, let y = hour.y else { return .empty }
        let amount = strings.number(value)
        let label = strings(AirQualityText.hourValue, AirQualityFormat.dateTime(hour.time, strings: strings), amount)
        let tip = strings(AirQualityText.hourValue, AirQualityFormat.time(hour.time, strings: strings), amount)
        // A tip near an edge opens towards the chart, so it never leaves the page on a phone.
        let side = hour.x < chart.width / 4 ? " aq-tip-start" : hour.x > chart.width * 3 / 4 ? " aq-tip-end" : ""
        return """
            <span class="aq-hour\(side)" role="img" tabindex="\(focusable ? "0" : "-1")" aria-label="\(label)" \
            style="left: \(percent(hour.x, of: chart.width)); top: \(percent(y, of: chart.height))">\
            <span class="aq-tip" aria-hidden="true">\(tip)</span></span>
            """
    }

    /// The labelled hours under the chart: the time, the day where it shows, and at the latest hour "now" when
    /// it is the current hour, else its day when it is another day's.
    private static func timeAxis(
        _ chart: AirQuality.DisplayedChart, recency: AirQuality.FetchMeasurements.Recency, strings: Strings
    ) -> HTML {
        let labels = chart.hours.enumerated().filter(\.element.isLabelled).map { index, hour -> HTML in
            let isLatest = index == chart.hours.count - 1
            let isNow = isLatest && recency == .currentHour
            let showsDay = hour.showsDay || (isLatest && recency == .earlierDay)
            let day: String? = showsDay ? AirQualityFormat.day(hour.time, strings: strings) : nil
            let note = [day, isNow ? strings[AirQualityText.now] : nil].compactMap(\.self).joined(separator: " · ")
            let noteHTML: HTML = note.isEmpty ? .empty : "<span class=\"aq-hour-note\">\(note)</span>"
            let classes = "aq-hour-label" + (isLatest ? " aq-now" : "") + (showsDay ? " aq-day" : "")
            return """
                <span class="\(classes)" style="left: \(percent(hour.x, of: chart.width))">\
                <span class="aq-hour-time">\(AirQualityFormat.time(hour.time, strings: strings))</span>\(noteHTML)</span>
                """
        }
        return HTML.joined(labels)
    }

    /// `value` as a percentage of `whole`, for a position in CSS: `25%`.
    private static func percent(_ value: Double, of whole: Double) -> String {
        AirQualityFormat.coordinate(whole > 0 ? value / whole * 100 : 0) + "%"
    }
}
