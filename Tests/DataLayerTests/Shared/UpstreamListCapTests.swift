import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// Every upstream list is capped where it is read, as Movies' pages are: an answer of thousands of rows keeps
/// at most its cap, so no page grows with what a service sends.
@Suite struct UpstreamListCapTests {
    static func airKorea(_ items: [String]) -> HostileUpstream.Answer {
        .json(
            #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_CODE"},"body":{"totalCount":"#
                + "\(items.count)" + #","pageNo":1,"numOfRows":1000,"items":["# + items.joined(separator: ",") + "]}}}")
    }

    @Test func anAirKoreaStationSearchOf15000StationsKeepsTheRowsAskedFor() async throws {
        let stations = (1...15_000).map { #"{"stationName":"종로\#($0)","addr":"서울"}"# }
        try await withHostileUpstream([AirQualityDataFixtures.stationListPath: Self.airKorea(stations)]) { upstream in
            let log = LogCapture()
            let found = try await AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL, log: log)
                .stations(named: "종로")
            #expect(found.count == 1000)
            #expect(found.first?.name == "종로1" && found.last?.name == "종로1000")
            #expect(log.messages.contains { $0.contains("Dropped AirKorea rows") && $0.contains("dropped=14000") })
        }
    }

    @Test func nearbyStationsTownsAndHoursKeepTheirCaps() async throws {
        let nearby = (1...500).map { #"{"stationName":"s\#($0)","addr":"a","tm":\#(Double($0) / 10)}"# }
        let towns = (1...500).map { #"{"sidoName":"서울","sggName":"종로구","umdName":"t\#($0)","tmX":"1","tmY":"2"}"# }
        let hours = (0..<500).map { index in
            #"{"dataTime":"2024-05-20 \#(String(format: "%02d", index % 24)):00","pm10Value":"1","pm25Value":"1"}"#
        }
        try await withHostileUpstream([
            AirQualityDataFixtures.nearbyPath: Self.airKorea(nearby),
            AirQualityDataFixtures.townPath: Self.airKorea(towns),
            AirQualityDataFixtures.realtimePath: Self.airKorea(hours),
        ]) { upstream in
            let source = AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL)
            let stations = try await source.nearbyStations(tmX: 1, tmY: 2)
            let towns = try await source.towns(named: "t")
            let history = try await source.history(stationName: "종로구")
            #expect(stations.count == 10)
            #expect(towns.count == 100)
            #expect(history.hourly.count == 24)
        }
    }

    @Test func aNearbyStationWhoseDistanceIsNotOneIsSkipped() async throws {
        let nearby = ["9.3e18", "1e308", "-1", "20041", "0.4"].map {
            #"{"stationName":"at \#($0)","addr":"a","tm":\#($0)}"#
        }
        try await withHostileUpstream([AirQualityDataFixtures.nearbyPath: Self.airKorea(nearby)]) { upstream in
            let log = LogCapture()
            let stations = try await AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL, log: log)
                .nearbyStations(tmX: 1, tmY: 2)
            #expect(stations.map(\.station.name) == ["at 0.4"])
            #expect(log.messages.contains { $0.contains("distance") && $0.contains("skipped=4") })
        }
    }

    @Test func aTownWhoseCoordinatesAreOutOfRangeIsSkipped() async throws {
        let towns = [("1e308", "1"), ("1", "-9.3e18"), ("10000001", "1"), ("199000", "452000")].map {
            #"{"sidoName":"서울","sggName":"종로구","umdName":"t","tmX":"\#($0.0)","tmY":"\#($0.1)"}"#
        }
        try await withHostileUpstream([AirQualityDataFixtures.townPath: Self.airKorea(towns)]) { upstream in
            let found = try await AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL).towns(named: "t")
            #expect(found == [AirQualityTown(name: "t", region: "서울 종로구", tmX: 199_000, tmY: 452_000)])
        }
    }

    @Test func aPokemonPageOfTenThousandEntriesKeepsAtMostItsCap() async throws {
        let entries = (1...10_000).map { #"{"name":"p\#($0)","url":"https://pokeapi.co/api/v2/pokemon/\#($0)/"}"# }
        let body = #"{"count":1e308,"next":null,"previous":null,"results":[\#(entries.joined(separator: ","))]}"#
        try await withHostileUpstream(["/api/v2/pokemon": .json(body)]) { upstream in
            let page = try await pokeAPISource(baseURL: upstream.baseURL).page(offset: 0, limit: 500)
            #expect(page.pokemon.count == PokemonListDTO.maximumResults)
            #expect(page.count == PokemonListDTO.maximumCount)
        }
    }

    @Test func aGitHubPageOfAThousandUsersKeepsAtMostAHundred() async throws {
        let users = (1...1_000).map { #"{"login":"u\#($0)","id":\#($0),"avatar_url":"https://a/\#($0)"}"# }
        try await withHostileUpstream(["/users": .json("[\(users.joined(separator: ","))]")]) { upstream in
            let page = try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL).page(since: 0, perPage: 30)
            #expect(page.users.map(\.id) == Array(1...GitHubUserDTO.maximumUsers))
        }
    }

    @Test func aThousandGroupsKeepAtMostAHundred() async throws {
        let groups = (1...1_000).map { #"{"image":"/i/\#($0).png","name":"g\#($0)","date":"2020.01.01 Wed"}"# }
        try await withHostileUpstream(["/groups": .json("[\(groups.joined(separator: ","))]")]) { upstream in
            let found = try await RemoteMyGroupDataSource(service: GroupsTestService.make(baseURL: upstream.baseURL))
                .fetchMyGroupList()
            #expect(found.count == MyGroupDTO.maximumGroups)
        }
    }
}
