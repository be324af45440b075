import Foundation
import PresentationLayer
import Testing

struct KoreanParticleTests {
    @Test(arguments: [
        ("종로구", "가", "는", "를", "와", "로", "라는"),
        ("종로역", "이", "은", "을", "과", "으로", "이라는"),
        ("서울", "이", "은", "을", "과", "로", "이라는"),
        ("신림", "이", "은", "을", "과", "으로", "이라는"),
        ("강", "이", "은", "을", "과", "으로", "이라는"),
        ("나", "가", "는", "를", "와", "로", "라는"),
    ])
    func aHangulWordChoosesByItsLastSyllablesFinalConsonant(
        word: String, subject: String, topic: String, object: String, conjunction: String, direction: String,
        quotative: String
    ) {
        let forms = [
            KoreanParticle.subject, .topic, .object, .conjunction, .direction, .quotative,
        ].map { $0.form(after: word) }
        #expect(forms == [subject, topic, object, conjunction, direction, quotative])
    }

    @Test(arguments: [
        ("1", "이"), ("2", "가"), ("3", "이"), ("4", "가"), ("5", "가"), ("6", "이"), ("7", "이"), ("8", "이"),
        ("9", "가"), ("0", "이"), ("10", "이"), ("100", "이"), ("1000", "이"), ("1,000", "이"), ("20000", "이"),
        ("100000000", "이"), ("1000000000000", "가"), ("PM10", "이"), ("PM2.5", "가"), ("종로 2", "가"),
    ])
    func aNumberIsReadTheKoreanWay(word: String, subject: String) {
        #expect(KoreanParticle.subject.form(after: word) == subject)
    }

    @Test func aNumberEndingInㄹTakes로() {
        #expect(KoreanParticle.direction.form(after: "1") == "로")
        #expect(KoreanParticle.direction.form(after: "7") == "로")
        #expect(KoreanParticle.direction.form(after: "3") == "으로")
        #expect(KoreanParticle.direction.form(after: "2") == "로")
    }

    @Test(arguments: [
        ("Seoul", "이", "로"), ("Jongno-gu", "가", "로"), ("Jongno-dong", "이", "으로"), ("book", "이", "으로"),
        ("cat", "이", "으로"), ("cup", "이", "으로"), ("car", "가", "로"), ("bed", "가", "로"),
        ("Jongno", "가", "로"), ("Sillim", "이", "으로"), ("PM", "이", "으로"), ("URL", "이", "로"),
        ("SQL", "이", "로"), ("API", "가", "로"), ("a", "가", "로"), ("M", "이", "으로"), ("back", "이", "으로"),
    ])
    func aLatinWordIsReadByHowItsEndIsPronounced(word: String, subject: String, direction: String) {
        #expect(KoreanParticle.subject.form(after: word) == subject)
        #expect(KoreanParticle.direction.form(after: word) == direction)
    }

    @Test func closingMarksAndPunctuationAreLookedPast() {
        #expect(KoreanParticle.subject.form(after: "“종로구”") == "가")
        #expect(KoreanParticle.subject.form(after: "종로구 (Jongno-gu)") == "가")
        #expect(KoreanParticle.object.form(after: "서울!") == "을")
    }

    @Test func aWordWhoseEndCannotBeToldKeepsTheFallbackForm() {
        #expect(KoreanParticle.subject.form(after: "") == "이(가)")
        #expect(KoreanParticle.object.form(after: "鐘路") == "을(를)")
        #expect(KoreanParticle.quotative.form(after: "🙂") == "(이)라는")
        #expect(KoreanParticle.direction.form(after: "---") == "(으)로")
    }

    @Test func attachingWritesTheWordThenItsParticle() {
        #expect(KoreanParticle.subject.attached(to: "종로구") == "종로구가")
        #expect(KoreanParticle.object.attached(to: "서울") == "서울을")
        #expect(KoreanParticle.conjunction.attached(to: "중구") == "중구와")
    }

    @Test func everyHangulSyllableIsCovered() {
        // Jongseong 0 is a vowel ending, 8 (ㄹ) takes 로 like a vowel, the other 26 are consonants.
        let wrong = (0xAC00...0xD7A3).compactMap(Unicode.Scalar.init).filter { scalar in
            let jongseong = (scalar.value - 0xAC00) % 28
            let syllable = String(Character(scalar))
            return KoreanParticle.subject.form(after: syllable) != (jongseong == 0 ? "가" : "이")
                || KoreanParticle.direction.form(after: syllable) != ([0, 8].contains(jongseong) ? "로" : "으로")
        }
        #expect(wrong.isEmpty)
    }
}

struct KoreanParticleStringsTests {
    @Test func aKoreanSentenceGivesItsArgumentTheRightParticle() {
        let ko = Strings(.ko)
        #expect(ko(MessageText.stationNotSaved, "종로구", "") == "종로구를 측정소로 저장하지 못했어요. ")
        #expect(ko(MessageText.stationNotSaved, "서울", "") == "서울을 측정소로 저장하지 못했어요. ")
        #expect(ko(MessageText.stationNotSaved, "鐘路", "") == "鐘路을(를) 측정소로 저장하지 못했어요. ")
    }

    @Test func anEnglishSentenceIsLeftAsWritten() {
        #expect(Strings.en(MessageText.stationNotSaved, "종로구", "") == "Couldn’t save 종로구 as your station. ")
    }
}

/// A catalogue written for these tests, with particles after numbered placeholders and after brackets.
private enum ParticleTestText: String, LocalizedKey {
    case movedAside = "movedAside"
    case missingKey = "missingKey"

    static let catalogue: StringCatalogue = {
        let json = """
            {"strings": {
              "movedAside": {"localizations": {
                "en": {"stringUnit": {"value": "%1$@ was kept as %2$@."}},
                "ko": {"stringUnit": {"value": "%1$@이(가) 손상되어 %2$@(으)로 남겨 두었어요."}}}},
              "missingKey": {"localizations": {
                "en": {"stringUnit": {"value": "Set %@."}},
                "ko": {"stringUnit": {"value": "%@을(를) 설정하고, 파일(%@)이 있는지 보세요."}}}}
            }}
            """
        do {
            return try StringCatalogue(table: "ParticleTest", data: Data(json.utf8))
        } catch {
            preconditionFailure("The test catalogue cannot be read: \(error)")
        }
    }()
}

struct KoreanParticlePlaceholderTests {
    @Test func numberedPlaceholdersGetTheirOwnParticles() {
        let ko = Strings(.ko)
        #expect(
            ko(ParticleTestText.movedAside, "strata.sqlite", "strata.sqlite.corrupt-1")
                == "strata.sqlite가 손상되어 strata.sqlite.corrupt-1로 남겨 두었어요.")
        #expect(ko(ParticleTestText.movedAside, "종로구", "종로역") == "종로구가 손상되어 종로역으로 남겨 두었어요.")
    }

    @Test func aParticleWrittenInItsOwnFormIsLeftAlone() {
        #expect(
            Strings(.ko)(ParticleTestText.missingKey, "GITHUB_TOKEN", "a")
                == "GITHUB_TOKEN을 설정하고, 파일(a)이 있는지 보세요.")
        #expect(Strings(.ko)(ParticleTestText.missingKey, "TMDB_API_KEY", "a").hasPrefix("TMDB_API_KEY를 설정하고"))
    }
}
