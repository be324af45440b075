import DomainLayer
import Testing

/// Searching stations by their names in Latin letters: AirKorea matches names only in Hangul, so the whole
/// station list is looked through by Revised Romanization.
struct AirQualityRomanizedSearchTests {
    static let jongno = AirQualityStation(name: "종로구", address: "서울 종로구 종로35가길 19")
    static let junggu = AirQualityStation(name: "중구", address: "서울 중구 덕수궁길 15")
    static let sillim = AirQualityStation(name: "신림", address: "서울 관악구 신림동 1")
    static let suwon = AirQualityStation(name: "인계동", address: "경기 수원시 팔달구 효원로 1")
    static let seoulStation = AirQualityStation(name: "서울역", address: "서울 중구 한강대로 405")

    func search(_ name: String) async throws -> (found: [String], asked: [String]) {
        let repository = InMemoryAirQualityRepository(
            .init(stations: [Self.jongno, Self.junggu, Self.sillim, Self.suwon, Self.seoulStation]))
        let found = try await SearchAirQualityStationsInteractor(repository: repository).execute(name: name)
        return (found.map(\.name), repository.asked)
    }

    @Test func aRomanizedNameFindsItsStationInTheWholeList() async throws {
        let result = try await search("Jongno")
        #expect(result.found == ["종로구"])
        #expect(result.asked == ["all stations"])
    }

    @Test(arguments: ["jongno-gu", "JONGNO GU", " jongnogu ", "Jongno-Gu"])
    func caseSpacesAndHyphensDoNotMatter(name: String) async throws {
        #expect(try await search(name).found == ["종로구"])
    }

    @Test func assimilatedSoundsAreMatchedAsRomanized() async throws {
        #expect(try await search("Sillim").found == ["신림"])
    }

    @Test func aPlaceInTheAddressFindsItsStationsAfterThoseNamedSo() async throws {
        let jongnoStation = AirQualityStation(name: "종로", address: "서울 종로구 종로 1")
        let repository = InMemoryAirQualityRepository(.init(stations: [Self.jongno, jongnoStation]))
        let found = try await SearchAirQualityStationsInteractor(repository: repository).execute(name: "Jongno-gu")
        #expect(found == [Self.jongno, jongnoStation])
        #expect(try await search("Seoul").found == ["종로구", "중구", "신림", "서울역"])
        #expect(try await search("Suwon").found == ["인계동"])
    }

    @Test func hangulIsAskedOfAirKoreaAsWritten() async throws {
        let result = try await search("종로")
        #expect(result.found == ["종로구"])
        #expect(result.asked == ["stations 종로"])
    }

    @Test func aNameWithoutLettersIsAskedAsWritten() async throws {
        #expect(try await search("35").asked == ["stations 35"])
    }

    @Test func aRomanizedNameNoStationHasFindsNone() async throws {
        #expect(try await search("Busan").found == [])
    }
}
