import Foundation
import PresentationLayer
import TerminalKit

/// A kind of dust's 24 hours drawn in block characters (▁▂▃▄▅▆▇█), one bar per hour coloured by its grade, from
/// the chart the presenter laid out (`AirQuality.DisplayedChart`: each hour's height in its box, the value axis'
/// top), with the value axis' top and 0 at the left and the labelled hours' times (`08:00`) under the bars.
enum AirQualityChartLines {
    /// The blocks of one to eight eighths of a cell.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The left gutter, for the value axis' labels.
    static let gutter = 5

    /// How many eighths of `rows` cells each hour's bar fills: nil for an hour without data; a value above 0
    /// fills at least one, so it shows.
    static func levels(of chart: AirQuality.DisplayedChart, rows: Int) -> [Int?] {
        chart.hours.map { hour in
            guard let y = hour.y, chart.height > 0 else { return nil }
            let filled = Int(((chart.height - y) / chart.height * Double(rows * 8)).rounded())
            return min(rows * 8, (hour.value ?? 0) > 0 ? max(filled, 1) : filled)
        }
    }

    /// The character of a bar of `level` eighths on the chart's row `row` (0 the top) of `rows`.
    static func block(level: Int?, row: Int, rows: Int) -> Character {
        guard let level else { return " " }
        let inRow = min(8, max(0, level - (rows - 1 - row) * 8))
        return inRow == 0 ? " " : blocks[inRow - 1]
    }

    /// Draws `chart` from `line`, `rows` rows of bars and a row of times under them, each hour `cellWidth`
    /// cells wide; `grades` colour the hours (oldest first, as the chart's). Returns the line after it.
    @discardableResult
    static func draw(
        _ chart: AirQuality.DisplayedChart, grades: [AirQuality.Grade?], rows: Int, cellWidth: Int,
        strings: Strings, in buffer: inout ScreenBuffer, line: Int
    ) -> Int {
        let levels = levels(of: chart, rows: rows)
        let top = chart.ticks.last?.value ?? 0
        buffer.write(String(top).leftPadded(to: gutter - 1), row: line, column: 0, style: .dim)
        buffer.write("0".leftPadded(to: gutter - 1), row: line + rows - 1, column: 0, style: .dim)
        for row in 0..<rows {
            buffer.write("│", row: line + row, column: gutter - 1, style: .dim)
            for (index, level) in levels.enumerated() {
                let block = String(repeating: block(level: level, row: row, rows: rows), count: cellWidth)
                let grade = grades.indices.contains(index) ? grades[index] : nil
                buffer.write(
                    block, row: line + row, column: gutter + index * cellWidth, style: AirQualityFormat.style(grade))
            }
        }
        for (index, hour) in chart.hours.enumerated() where hour.isLabelled {
            buffer.write(
                label(hour.time, strings: strings), row: line + rows, column: gutter + index * cellWidth, style: .dim)
        }
        return line + rows + 1
    }

    /// An hour's label on the time axis, Korea time, its hour in two digits: `02:00` beside `20:00`, every
    /// label as wide, as a clock's axis reads.
    static func label(_ time: Date, strings: Strings) -> String {
        let text = strings.time(time, in: AirQuality.timeZone)
        return text.firstIndex(of: ":") == text.index(after: text.startIndex) ? "0" + text : text
    }
}

extension String {
    /// The text with spaces before it, `width` cells wide at least.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - terminalWidth)) + self
    }
}
