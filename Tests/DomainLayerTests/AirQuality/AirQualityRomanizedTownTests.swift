import DomainLayer
import Testing

/// Finding a town by its name in Latin letters: AirKorea's town look-up (`getTMStdrCrdnt`) matches `umdName`
/// only in Hangul, so a romanized name is asked as the Hangul spellings that romanize to it.
struct AirQualityRomanizedTownTests {
    static let hyehwa = AirQualityTown(name: "혜화동", region: "서울특별시 종로구", tmX: 200_282.8, tmY: 453_630.1)
    static let sillim = AirQualityTown(name: "신림동", region: "서울특별시 관악구", tmX: 193_000, tmY: 442_000)
    static let near = NearbyAirQualityStation(station: AirQualityStation(name: "종로구", address: ""), distanceKm: 0.4)

    func nearby(_ townName: String) async throws -> (found: AirQualityNearbyStations?, asked: [String]) {
        let repository = InMemoryAirQualityRepository(.init(towns: [Self.hyehwa, Self.sillim], nearby: [Self.near]))
        let found = try await FetchNearbyAirQualityStationsInteractor(repository: repository).execute(
            townName: townName)
        return (found, repository.asked)
    }

    @Test(arguments: ["Hyehwa-dong", "hyehwa dong", "HYEHWADONG", " Hyehwa "])
    func aRomanizedTownIsAskedInHangulAndFound(name: String) async throws {
        let result = try await nearby(name)
        #expect(result.found == AirQualityNearbyStations(town: Self.hyehwa, stations: [Self.near]))
        #expect(result.asked.last == "nearby 200282.8,453630.1")
        #expect(result.asked.dropLast().allSatisfy { $0.hasPrefix("towns 혜화") })
    }

    @Test func aSoundChangedBetweenSyllablesIsTriedEachWayItCouldBeWritten() async throws {
        // `Sillim` is written for 신림 (ㄴ before ㄹ sounds as ㄹ); 실림 romanizes the same and is asked first.
        let result = try await nearby("Sillim-dong")
        #expect(result.found?.town == Self.sillim)
        #expect(result.asked == ["towns 실림동", "towns 신림동", "nearby 193000.0,442000.0"])
    }

    @Test func aRomanizedNameNoTownHasFindsNoneAfterFewAsks() async throws {
        let result = try await nearby("Gangnam")
        #expect(result.found == nil)
        #expect(result.asked.count <= 4 && result.asked.allSatisfy { $0.hasPrefix("towns ") })
    }

    @Test func lettersNoSyllableSpellsAskNothing() async throws {
        #expect(try await nearby("Hyehw").asked == [])
        #expect(try await nearby("xyz").asked == [])
    }

    @Test func hangulSpellingsRomanizeBackToTheName() {
        #expect(RevisedRomanization.hangulSpellings("Hyehwa-dong") == ["혜화동"])
        #expect(RevisedRomanization.hangulSpellings("Jongno").contains("종로"))
        #expect(RevisedRomanization.hangulSpellings("Myeong-dong").first == "명동")
        #expect(RevisedRomanization.hangulSpellings("Sajik-dong") == ["사직동"])
        for name in ["Hyehwa-dong", "Jongno", "Sillim", "Hannam-dong", "Cheongun-hyoja-dong"] {
            for spelling in RevisedRomanization.hangulSpellings(name) {
                #expect(RevisedRomanization.searchKey(spelling) == RevisedRomanization.searchKey(name), "\(spelling)")
            }
        }
    }

    @Test func aLongOrLetterlessTextHasNoSpellingAndEndsQuickly() {
        #expect(RevisedRomanization.hangulSpellings("혜화") == [])
        #expect(RevisedRomanization.hangulSpellings("123") == [])
        #expect(RevisedRomanization.hangulSpellings(String(repeating: "a", count: 41)) == [])
        // Forty letters each cut many ways: bounded, whatever it finds.
        #expect(RevisedRomanization.hangulSpellings(String(repeating: "ngan", count: 10)).count <= 4)
    }
}
