import DomainLayer
import Testing

struct RevisedRomanizationTests {
    @Test(arguments: [
        ("종로", "Jongno"), ("신림", "Sillim"), ("독립", "Dongnip"), ("서울", "Seoul"), ("국민", "Gungmin"),
        ("설날", "Seollal"), ("한국어", "Hangugeo"), ("같이", "Gachi"), ("굳이", "Guji"), ("합니다", "Hamnida"),
        ("백마", "Baengma"), ("부산", "Busan"), ("대전", "Daejeon"), ("광주", "Gwangju"), ("울산", "Ulsan"),
        ("혜화", "Hyehwa"), ("왕십리", "Wangsimni"), ("닭이", "Dalgi"), ("좋고", "Joko"), ("좋아", "Joa"),
        ("청량", "Cheongnyang"), ("협력", "Hyeomnyeok"), ("의정부", "Uijeongbu"), ("쌍문", "Ssangmun"),
    ])
    func aWordIsWrittenBySoundWithItsSoundChanges(hangul: String, latin: String) {
        #expect(RevisedRomanization.romanize(hangul) == latin)
    }

    @Test(arguments: [
        ("종로구", "Jongno-gu"), ("중구", "Jung-gu"), ("신림동", "Sillim-dong"), ("혜화동", "Hyehwa-dong"),
        ("수원시", "Suwon-si"), ("양평군", "Yangpyeong-gun"), ("구", "Gu"), ("동", "Dong"),
    ])
    func anAdministrativeUnitIsSetOffByAHyphenWithoutSoundChangesAcrossIt(hangul: String, latin: String) {
        #expect(RevisedRomanization.romanize(hangul) == latin)
    }

    @Test func wordsStartWithCapitalsAndOtherCharactersAreKept() {
        #expect(RevisedRomanization.romanize("서울 종로구 종로35가길 19") == "Seoul Jongno-gu Jongno35gagil 19")
        #expect(RevisedRomanization.romanize("PM10 (종로)") == "PM10 (jongno)")
        #expect(RevisedRomanization.romanize("") == "")
        #expect(RevisedRomanization.romanize("Seoul") == "Seoul")
    }

    @Test func aSearchKeyIgnoresCaseSpacesAndHyphens() {
        #expect(RevisedRomanization.searchKey("종로구") == "jongnogu")
        #expect(RevisedRomanization.searchKey("Jongno-gu") == "jongnogu")
        #expect(RevisedRomanization.searchKey(" jongno GU ") == "jongnogu")
        #expect(RevisedRomanization.searchKey("sil-lim") == RevisedRomanization.searchKey("신림"))
    }

    @Test func hangulIsToldFromLatin() {
        #expect(RevisedRomanization.containsHangul("종로"))
        #expect(RevisedRomanization.containsHangul("ㅈ"))
        #expect(RevisedRomanization.containsHangul("Jongno 구"))
        #expect(!RevisedRomanization.containsHangul("Jongno"))
        #expect(!RevisedRomanization.containsHangul("10"))
    }

    @Test func everySyllableRomanizesToLatinLettersOnly() {
        let unwritten = (0xAC00...0xD7A3).compactMap(Unicode.Scalar.init).map { String(Character($0)) }.filter {
            let latin = RevisedRomanization.romanize($0)
            return latin.isEmpty || !latin.allSatisfy { $0.isASCII && $0.isLetter }
        }
        #expect(unwritten.isEmpty)
    }
}
