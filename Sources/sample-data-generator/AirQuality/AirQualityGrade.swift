/// AirKorea's grades "1"…"4" (좋음, 보통, 나쁨, 매우나쁨) and the integrated index (통합대기환경지수).
enum AirQualityGrade {
    /// PM10 (µg/m³): 0–30 / 31–80 / 81–150 / ≥151.
    static func pm10(_ value: Int) -> String {
        grade(value, upperBounds: [30, 80, 150])
    }

    /// PM2.5 (µg/m³): 0–15 / 16–35 / 36–75 / ≥76.
    static func pm25(_ value: Int) -> String {
        grade(value, upperBounds: [15, 35, 75])
    }

    /// O3 in thousandths of ppm: 0–30 / 31–90 / 91–150 / ≥151.
    static func o3(_ thousandths: Int) -> String {
        grade(thousandths, upperBounds: [30, 90, 150])
    }

    /// NO2 in thousandths of ppm: 0–30 / 31–60 / 61–200 / ≥201.
    static func no2(_ thousandths: Int) -> String {
        grade(thousandths, upperBounds: [30, 60, 200])
    }

    /// SO2 in thousandths of ppm: 0–20 / 21–50 / 51–150 / ≥151.
    static func so2(_ thousandths: Int) -> String {
        grade(thousandths, upperBounds: [20, 50, 150])
    }

    /// CO in tenths of ppm: 0–2.0 / 2.1–9.0 / 9.1–15.0 / ≥15.1.
    static func co(_ tenths: Int) -> String {
        grade(tenths, upperBounds: [20, 90, 150])
    }

    /// The integrated index: the worst of the PM10 and PM2.5 sub-indexes, interpolated between the breakpoints.
    static func khai(pm10: Int, pm25: Int) -> Int {
        max(
            index(pm10, breakpoints: [0, 30, 80, 150, 600]),
            index(pm25, breakpoints: [0, 15, 35, 75, 500])
        )
    }

    /// Index 0–50 / 51–100 / 101–250 / ≥251.
    static func khaiGrade(_ index: Int) -> String {
        grade(index, upperBounds: [50, 100, 250])
    }

    private static func grade(_ value: Int, upperBounds: [Int]) -> String {
        String((upperBounds.firstIndex { value <= $0 } ?? upperBounds.count) + 1)
    }

    private static func index(_ value: Int, breakpoints: [Int]) -> Int {
        let indexBreakpoints = [0, 50, 100, 250, 500]
        for band in 1..<breakpoints.count where value <= breakpoints[band] || band == breakpoints.count - 1 {
            let low = band == 1 ? 0 : breakpoints[band - 1] + 1
            let lowIndex = band == 1 ? 0 : indexBreakpoints[band - 1] + 1
            let span = max(breakpoints[band] - low, 1)
            let clamped = min(value, breakpoints[band])
            return lowIndex + (indexBreakpoints[band] - lowIndex) * (clamped - low) / span
        }
        return 0
    }
}
