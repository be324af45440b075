import Foundation
import LiveWeb
import PresentationLayer

/// The charts' numbers as a table, hour by hour, oldest first: what a screen reader reads, and what a page
/// without its stylesheet shows. Each reading is its value (or "No data") and its grade as a word.
enum AirQualityTable {
    static func render(_ hours: [AirQuality.DisplayedHour], strings: Strings) -> HTML {
        var previousDay: String?
        let rows = hours.map { hour -> HTML in
            let day = AirQualityFormat.day(hour.time, strings: strings)
            let time = AirQualityFormat.time(hour.time, strings: strings)
            // The day is written on the first hour and when it changes, so the table reads as a day's hours.
            let label = day == previousDay ? time : "\(day) \(time)"
            previousDay = day
            return """
                <tr><th scope="row"><time datetime="\(AirQualityFormat.machineReadable(hour.time))">\(label)</time></th>\
                \(cell(hour.pm10, strings: strings))\(cell(hour.pm25, strings: strings))</tr>
                """
        }
        return """
            <table class="aq-table" id="aq-table"><caption>\(strings[AirQualityText.table])</caption>\
            <thead><tr><th scope="col">\(strings[AirQualityText.time])</th>\
            <th scope="col">\(strings[AirQualityText.pm10])</th><th scope="col">\(strings[AirQualityText.pm25])</th>\
            </tr></thead><tbody>\(rows)</tbody></table>
            """
    }

    private static func cell(_ reading: AirQuality.DisplayedReading, strings: Strings) -> HTML {
        guard let value = reading.value else {
            return "<td class=\"aq-none\">\(strings[AirQualityText.noData])</td>"
        }
        return """
            <td class="\(reading.grade?.className ?? "aq-none")">\(strings.number(value)) \
            <span class="aq-cell-grade">(\(AirQualityPage.gradeText(reading.grade, strings: strings)))</span></td>
            """
    }
}
