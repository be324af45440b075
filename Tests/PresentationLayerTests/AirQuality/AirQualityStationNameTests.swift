import PresentationLayer
import Testing

struct AirQualityStationNameTests {
    @Test func anEnglishPageShowsTheRomanizationAndAKoreanOneNone() {
        #expect(AirQualityStationName.romanized("종로구", for: .en) == "Jongno-gu")
        #expect(AirQualityStationName.romanized("신림", for: .en) == "Sillim")
        #expect(AirQualityStationName.romanized("종로구", for: .ko) == nil)
    }

    @Test func aNameWithNothingToRomanizeHasNoRomanization() {
        #expect(AirQualityStationName.romanized("PM10", for: .en) == nil)
        #expect(AirQualityStationName.romanized("", for: .en) == nil)
    }
}
