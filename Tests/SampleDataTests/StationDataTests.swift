import SampleData
import Testing

private let expectedTimes =
    (0...14).reversed().map { "2024-05-20 \($0 < 10 ? "0" : "")\($0):00" }
    + (15...23).reversed().map { "2024-05-19 \($0):00" }

@Test func everyStationHas24HoursNewestFirst() throws {
    let stations = try SampleDataset.bundled().stations

    #expect(expectedTimes.first == "2024-05-20 14:00" && expectedTimes.last == "2024-05-19 15:00")
    #expect(Set(stations.map(\.stationName)).count == stations.count)
    for station in stations {
        #expect(station.measurements.map(\.dataTime) == expectedTimes, "\(station.stationName)")
        #expect((2...4).contains(station.umdNames.count), "\(station.stationName)")
        #expect(Double(station.dmX) != nil && Double(station.dmY) != nil, "\(station.stationName)")
    }
}

@Test func stationsAreMostlyUrbanWithSomeRoadsideOnes() throws {
    let stations = try SampleDataset.bundled().stations
    let seoul = stations.filter { $0.sidoName == "서울" }

    #expect(stations.filter { $0.mangName == "도로변대기" }.count >= 3)
    #expect(stations.filter { $0.mangName == "도시대기" }.count > stations.count / 2)
    #expect(seoul.count >= 25)
    // Seoul's bounding box in AirKorea's TM metres (126.76–127.19°E, 37.41–37.70°N).
    #expect(seoul.allSatisfy { (178_000...217_000).contains($0.tmX) && (434_000...467_000).contains($0.tmY) })
    #expect(stations.filter { $0.sidoName == "부산" }.allSatisfy { $0.tmX > 350_000 && $0.tmY < 200_000 })
}

@Test func someHoursAreMissingAndFlagged() throws {
    let hours = try SampleDataset.bundled().stations.flatMap(\.measurements)
    let missing = hours.filter { $0.pm10Value == "-" }

    #expect(missing.count >= 3)
    #expect(
        missing.allSatisfy {
            $0.pm25Value == "-" && $0.pm10Grade == nil && $0.pm25Grade1h == nil && $0.khaiGrade == nil
                && $0.flag == "통신장애"
        })
    #expect(hours.filter { $0.flag != nil }.count == missing.count)
    #expect(hours.contains { $0.pm10Value != "-" && $0.pm10Grade == nil })
}

@Test func valuesAreRealisticAndGradesFollowTheThresholds() throws {
    let hours = try SampleDataset.bundled().stations.flatMap(\.measurements).filter { $0.pm10Value != "-" }

    func pm10Grade(_ value: Int) -> String { value <= 30 ? "1" : value <= 80 ? "2" : value <= 150 ? "3" : "4" }
    func pm25Grade(_ value: Int) -> String { value <= 15 ? "1" : value <= 35 ? "2" : value <= 75 ? "3" : "4" }
    for hour in hours {
        let pm10 = try #require(Int(hour.pm10Value))
        let pm25 = try #require(Int(hour.pm25Value))
        #expect((10...180).contains(pm10) && (5...100).contains(pm25))
        #expect(hour.pm10Grade1h == pm10Grade(pm10) && hour.pm25Grade1h == pm25Grade(pm25))
        let pm10Day = try #require(Int(hour.pm10Value24))
        let pm25Day = try #require(Int(hour.pm25Value24))
        #expect(hour.pm10Grade == nil || hour.pm10Grade == pm10Grade(pm10Day))
        #expect(hour.pm25Grade == nil || hour.pm25Grade == pm25Grade(pm25Day))
        #expect([hour.so2Value, hour.coValue, hour.o3Value, hour.no2Value].allSatisfy { $0.contains(".") })
    }
    #expect(Set(hours.compactMap(\.pm10Grade1h)) == ["1", "2", "3", "4"])
}
