import Foundation
import SampleData

/// Composes the bundled AirKorea stations, each with 24 hourly measurements ending at 2024-05-20 14:00.
struct StationGenerator {
    static let hours = 24
    /// The newest measurement's time; the 24 hours run back to 2024-05-19 15:00.
    static let newestDay = CalendarDay(year: 2024, month: 5, day: 20)
    static let newestHour = 14
    static let outageFlag = "통신장애"
    static let measuredItems = "SO2, CO, O3, NO2, PM10, PM2.5"

    /// One hour of raw readings; PM in µg/m³, gases in thousandths (CO in tenths) of ppm.
    private struct Reading {
        var pm10: Int
        var pm25: Int
        var so2: Int
        var co: Int
        var o3: Int
        var no2: Int
    }

    private var random = SeededGenerator(seed: 0x4149_524b_4f52)

    mutating func makeStations() -> [SampleStation] {
        StationTable.rows.enumerated().map { index, row in makeStation(index: index, row: row) }
    }

    private mutating func makeStation(index: Int, row: StationTable.Row) -> SampleStation {
        let latitude = Double(row.latitude) ?? 0
        let longitude = Double(row.longitude) ?? 0
        // An equirectangular approximation of AirKorea's TM (central origin 38°N 127°E, false origin
        // 200 000 / 500 000 m); close enough for nearest-station ordering.
        let tmX = 200_000 + (longitude - 127) * 111_320 * cos(latitude * Double.pi / 180)
        let tmY = 500_000 + (latitude - 38) * 110_940
        return SampleStation(
            stationName: row.name,
            addr: row.addr,
            sidoName: row.sido,
            mangName: row.roadside ? "도로변대기" : "도시대기",
            year: String(random.int(1995...2019)),
            item: StationGenerator.measuredItems,
            dmX: row.latitude,
            dmY: row.longitude,
            tmX: Rounding.round(tmX, decimals: 1),
            tmY: Rounding.round(tmY, decimals: 1),
            umdNames: row.towns,
            measurements: makeMeasurements(index: index, roadside: row.roadside)
        )
    }

    /// Newest first. Stations at index 2, 8, 14, … lose one to three hours to an outage; stations at 4, 13,
    /// 22, … have two hours whose 24-hour grades are missing although the values are present.
    private mutating func makeMeasurements(index: Int, roadside: Bool) -> [SampleMeasurement] {
        let readings = makeReadings(index: index, roadside: roadside)
        var outage: Set<Int> = []
        if index % 6 == 2 {
            let start = random.int(1...20)
            outage = Set(start..<(start + random.int(1...3)))
        }
        var ungraded: Set<Int> = []
        if index % 9 == 4 {
            ungraded = Set(random.pick(2, of: Array(0..<StationGenerator.hours)))
        }
        let newestRaw = readings.count - 1
        let missingRaw = Set(outage.map { newestRaw - $0 })
        return (0..<StationGenerator.hours).map { age in
            let raw = newestRaw - age
            let time = StationGenerator.dataTime(age: age)
            if outage.contains(age) {
                return StationGenerator.outageMeasurement(dataTime: time)
            }
            let window = (raw - StationGenerator.hours + 1...raw).filter { !missingRaw.contains($0) }
            let pm10Day = StationGenerator.mean(window.map { readings[$0].pm10 })
            let pm25Day = StationGenerator.mean(window.map { readings[$0].pm25 })
            let khai = AirQualityGrade.khai(pm10: pm10Day, pm25: pm25Day)
            let graded = !ungraded.contains(age)
            let reading = readings[raw]
            return SampleMeasurement(
                dataTime: time,
                pm10Value: String(reading.pm10),
                pm25Value: String(reading.pm25),
                pm10Value24: String(pm10Day),
                pm25Value24: String(pm25Day),
                pm10Grade: graded ? AirQualityGrade.pm10(pm10Day) : nil,
                pm25Grade: graded ? AirQualityGrade.pm25(pm25Day) : nil,
                pm10Grade1h: AirQualityGrade.pm10(reading.pm10),
                pm25Grade1h: AirQualityGrade.pm25(reading.pm25),
                khaiValue: String(khai),
                khaiGrade: graded ? AirQualityGrade.khaiGrade(khai) : nil,
                so2Value: Rounding.thousandths(reading.so2),
                coValue: Rounding.tenths(reading.co),
                o3Value: Rounding.thousandths(reading.o3),
                no2Value: Rounding.thousandths(reading.no2),
                so2Grade: AirQualityGrade.so2(reading.so2),
                coGrade: AirQualityGrade.co(reading.co),
                o3Grade: AirQualityGrade.o3(reading.o3),
                no2Grade: AirQualityGrade.no2(reading.no2),
                flag: nil
            )
        }
    }

    /// Oldest first: the 24 shown hours plus the 23 before them, so every shown hour has a full 24-hour mean.
    private mutating func makeReadings(index: Int, roadside: Bool) -> [Reading] {
        let count = 2 * StationGenerator.hours - 1
        // Every eleventh station sits in a yellow-dust plume, so grades 3 and 4 occur.
        let base = Double(index % 11 == 3 ? random.int(100...135) : random.int(22...70) + (roadside ? 10 : 0))
        let ratio = 0.35 + random.unit() * 0.25
        var drift = 0.0
        return (0..<count).map { raw in
            let hour = ((StationGenerator.newestHour - (count - 1 - raw)) % 24 + 24) % 24
            drift = min(25, max(-25, drift + Double(random.int(-4...4))))
            let daily = 1 + 0.2 * sin(2 * Double.pi * Double(hour - 9) / 24)
            let pm10 = min(180, max(10, Int((base * daily + drift).rounded()) + random.int(-12...12)))
            let pm25 = min(100, max(5, Int((Double(pm10) * ratio).rounded()) + random.int(-4...4)))
            let sunshine = hour >= 7 && hour <= 21 ? sin(Double.pi * Double(hour - 7) / 14) : 0
            let rushHour = (7...9).contains(hour) || (18...20).contains(hour)
            return Reading(
                pm10: pm10,
                pm25: pm25,
                so2: random.int(2...6),
                co: random.int(2...7) + (roadside ? 1 : 0),
                o3: min(80, max(5, 10 + Int((45 * sunshine).rounded()) + random.int(0...10))),
                no2: min(60, max(5, 15 + (rushHour ? 20 : 0) + (roadside ? 12 : 0) + random.int(-5...8)))
            )
        }
    }

    private static func outageMeasurement(dataTime: String) -> SampleMeasurement {
        SampleMeasurement(
            dataTime: dataTime, pm10Value: "-", pm25Value: "-", pm10Value24: "-", pm25Value24: "-",
            pm10Grade: nil, pm25Grade: nil, pm10Grade1h: nil, pm25Grade1h: nil, khaiValue: "-", khaiGrade: nil,
            so2Value: "-", coValue: "-", o3Value: "-", no2Value: "-", so2Grade: nil, coGrade: nil, o3Grade: nil,
            no2Grade: nil, flag: outageFlag
        )
    }

    /// `YYYY-MM-DD HH:mm` of the hour `age` hours before the newest; hours run 00–23.
    static func dataTime(age: Int) -> String {
        var hour = newestHour - age
        var day = newestDay
        if hour < 0 {
            hour += 24
            day = CalendarDay(year: day.year, month: day.month, day: day.day - 1)
        }
        return "\(day.iso) \(Rounding.padded(hour, width: 2)):00"
    }

    private static func mean(_ values: [Int]) -> Int {
        guard !values.isEmpty else { return 0 }
        return Int((Double(values.reduce(0, +)) / Double(values.count)).rounded())
    }
}

extension AirQualitySampleData: GeneratedPart {
    static func generate() -> [SampleStation] {
        var generator = StationGenerator()
        return generator.makeStations()
    }
}
