import Foundation
import SampleData
import Testing

private func station(_ name: String, tmX: Double, tmY: Double, towns: [String] = []) -> SampleStation {
    SampleStation(
        stationName: name, addr: "", sidoName: "서울", mangName: "도시대기", year: "2000", item: "", dmX: "",
        dmY: "", tmX: tmX, tmY: tmY, umdNames: towns, measurements: []
    )
}

@Test func nearbyOrdersByDistanceInKilometresAndKeepsThree() {
    let stations = [
        station("far", tmX: 10_000, tmY: 0), station("mid", tmX: 0, tmY: 2_240),
        station("here", tmX: 100, tmY: 100), station("near", tmX: 1_500, tmY: 0),
    ]

    let nearby = StationCatalog.nearby(stations, tmX: 100, tmY: 100)

    #expect(nearby.map(\.station.stationName) == ["here", "near", "mid"])
    #expect(nearby.map(\.distanceKm) == [0.0, 1.4, 2.1])
}

@Test func nearbyFindsTheBundledStationAtItsOwnPoint() throws {
    let stations = try SampleDataset.bundled().stations
    let jongno = try #require(StationCatalog.find(stations, name: "종로구"))

    let nearby = StationCatalog.nearby(stations, tmX: jongno.tmX, tmY: jongno.tmY)

    #expect(nearby.count == 3)
    #expect(nearby.first?.station.stationName == "종로구")
    #expect(nearby.first?.distanceKm == 0)
    #expect(zip(nearby, nearby.dropFirst()).allSatisfy { $0.distanceKm <= $1.distanceKm })
}

@Test func stationSearchMatchesSubstringsInDatasetOrder() throws {
    let stations = try SampleDataset.bundled().stations

    #expect(StationCatalog.search(stations, name: nil).count == stations.count)
    #expect(StationCatalog.search(stations, name: "").count == stations.count)
    #expect(StationCatalog.search(stations, name: "종로").map(\.stationName) == ["종로구", "종로"])
    #expect(StationCatalog.search(stations, name: "없는역").isEmpty)
    #expect(StationCatalog.find(stations, name: "종로")?.mangName == "도로변대기")
    #expect(StationCatalog.find(stations, name: "종") == nil)
}

@Test func stationSearchFindsANameTypedDecomposedAndMatchesWholeSyllablesOnly() throws {
    let stations = try SampleDataset.bundled().stations
    // The dataset's names are composed (NFC), the form the search compares in.
    #expect(stations.allSatisfy { $0.stationName == $0.stationName.precomposedStringWithCanonicalMapping })

    let decomposed = "종로".decomposedStringWithCanonicalMapping
    #expect(Array(decomposed.unicodeScalars) != Array("종로".unicodeScalars))
    #expect(StationCatalog.search(stations, name: decomposed).map(\.stationName) == ["종로구", "종로"])
    // "조" is not in "종로" (종 is one syllable), though its jamo begin 종's.
    #expect(StationCatalog.search([station("종로", tmX: 0, tmY: 0)], name: "조").isEmpty)
    #expect(StationCatalog.search([station("중구", tmX: 0, tmY: 0)], name: "중구 ").isEmpty)
    #expect(StationCatalog.search([station("중구", tmX: 0, tmY: 0)], name: "구").count == 1)
}

@Test func townsPairEachMatchingTownWithItsStation() {
    let stations = [
        station("A", tmX: 1, tmY: 1, towns: ["신사동", "논현1동"]),
        station("B", tmX: 2, tmY: 2, towns: ["역삼1동", "신사1동"]),
    ]

    let towns = StationCatalog.towns(stations, umdName: "신사")

    #expect(towns.map(\.umdName) == ["신사동", "신사1동"])
    #expect(towns.map(\.station.stationName) == ["A", "B"])
    #expect(StationCatalog.towns(stations, umdName: "").isEmpty)
}
