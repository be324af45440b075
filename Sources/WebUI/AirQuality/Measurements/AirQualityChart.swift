import PresentationLayer

/// A chart of one kind of dust over the last 24 hours, as inline SVG: the grades' bands behind, the value
/// axis' ticks, and the line, broken where an hour has no data (a lone hour is a dot). The SVG is an image
/// with a name (`role="img"`); its text is decoration, as the table under the charts holds the numbers.
enum AirQualityChart {
    /// Room around the chart's box for the ticks' labels (left) and the time axis (below).
    private static let margin = (left: 36.0, top: 8.0, right: 8.0, bottom: 22.0)

    static func render(_ chart: AirQuality.DisplayedChart, strings: Strings) -> HTML {
        let name = chart.matter.text(strings)
        let viewBox = [
            -margin.left, -margin.top, chart.width + margin.left + margin.right,
            chart.height + margin.top + margin.bottom,
        ]
        return """
            <figure class="aq-chart" id="aq-chart-\(chart.matter.slug)">\
            <svg class="aq-chart-svg" viewBox="\(viewBox.map(AirQualityFormat.coordinate).joined(separator: " "))" \
            role="img" aria-label="\(strings(AirQualityText.chartLabel, name))" focusable="false">\
            \(chart.bands.map(band(width: chart.width)))\
            \(chart.ticks.map(tick(width: chart.width)))\
            \(chart.segments.map(segment))\
            \(timeAxis(chart, strings: strings))</svg>\
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
                <line class="aq-tick" x1="0" x2="\(AirQualityFormat.coordinate(width))" y1="\(y)" y2="\(y)"/>\
                <text class="aq-axis" x="-6" y="\(y)" text-anchor="end" dominant-baseline="middle">\(tick.value)</text>
                """
        }
    }

    private static func segment(_ points: [AirQuality.DisplayedChart.Point]) -> HTML {
        let xy = points.map { (x: AirQualityFormat.coordinate($0.x), y: AirQualityFormat.coordinate($0.y)) }
        switch xy.count {
        case 0: return .empty
        case 1: return "<circle class=\"aq-point\" cx=\"\(xy[0].x)\" cy=\"\(xy[0].y)\" r=\"2.5\"/>"
        default:
            let list = xy.map { "\($0.x),\($0.y)" }.joined(separator: " ")
            return "<polyline class=\"aq-line\" points=\"\(list)\"/>"
        }
    }

    private static func timeAxis(_ chart: AirQuality.DisplayedChart, strings: Strings) -> HTML {
        let y = AirQualityFormat.coordinate(chart.height + margin.bottom - 6)
        let first: HTML =
            chart.firstHour.map {
                "<text class=\"aq-axis\" x=\"0\" y=\"\(y)\">\(AirQualityFormat.time($0, strings: strings))</text>"
            } ?? .empty
        let last: HTML =
            chart.lastHour.map {
                """
                <text class="aq-axis" x="\(AirQualityFormat.coordinate(chart.width))" y="\(y)" \
                text-anchor="end">\(AirQualityFormat.time($0, strings: strings))</text>
                """
            } ?? .empty
        return first + last
    }
}
