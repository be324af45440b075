import Foundation
import PresentationLayer
import Testing

struct LocalizationTests {
    @Test(arguments: [
        ("ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7", Language.ko),
        ("en-US,en;q=0.9,ko;q=0.8", .en),
        ("fr-FR,fr;q=0.9,ko;q=0.5,en;q=0.4", .ko),
        ("KO", .ko),
        ("en;q=0.2, ko;q=0.7", .ko),
        ("ko;q=0, en;q=0.1", .en),
    ])
    func theBrowsersFirstLanguageOfOursIsChosen(header: String, language: Language) {
        #expect(Language(acceptLanguage: header) == language)
    }

    @Test func aHeaderNamingNoneOfOursChoosesNone() {
        #expect(Language(acceptLanguage: "fr-FR,de;q=0.8") == nil)
        #expect(Language(acceptLanguage: "") == nil)
        #expect(Language(acceptLanguage: "ko;q=0") == nil)
    }

    @Test func theShellsLocaleChoosesTheCLIsLanguage() {
        #expect(Language(environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == .en)
        #expect(Language(environment: ["LC_ALL": "", "LC_MESSAGES": "ko", "LANG": "en_US"]) == .ko)
        #expect(Language(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(Language(environment: [:]) == nil)
    }

    @Test func placeholdersAreFilledInTheLanguagesOrder() throws {
        let catalogue = try StringCatalogue(
            table: "Test",
            data: Data(
                #"""
                {"sourceLanguage":"en","strings":{
                  "pair":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@ of %@ (100%%)"}},
                                           "ko":{"stringUnit":{"state":"translated","value":"%2$@ 중 %1$@"}}}},
                  "only":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Only English"}}}}
                },"version":"1.0"}
                """#.utf8))
        #expect(catalogue.text("pair", in: .en) == "%@ of %@ (100%%)")
        #expect(catalogue.text("only", in: .ko) == "Only English")
        #expect(catalogue.text("missing", in: .ko) == "missing")
        #expect(Strings(.ko)(TestText.pair, "11–20", "151") == "151 중 11–20")
        #expect(Strings.en(TestText.pair, "11–20", "151") == "11–20 of 151 (100%)")
        #expect(
            TestText.catalogue.problems(for: TestText.self) == [
                "Test: mismatch has different placeholders per language", "Test: only has no ko text",
                "Test: extra is in the catalogue but no key names it",
            ])
    }

    @Test func theMessagesCatalogueIsCompleteInBothLanguages() {
        #expect(MessageText.catalogue.problems(for: MessageText.self) == [])
    }

    @Test func thePokemonWordsAreCompleteInBothLanguagesAndReadPokeAPIsNames() {
        #expect(PokemonWords.catalogue.problems(for: PokemonWords.self) == [])
        let korean = Strings(.ko)
        #expect(korean.pokemonStat("special-attack") == "특수공격")
        #expect(Strings.en.pokemonStat("special-attack") == "Sp. Atk")
        #expect(korean.pokemonStat("accuracy") == "Accuracy")
        #expect(PokemonWords.type("electric").map { korean[$0] } == "전기")
        #expect(PokemonWords.type("shadow") == nil)
        #expect(PokemonWords.type("stat.hp") == nil)
    }

    @Test func aWeekdayIsAbbreviatedFromSundayAndClampedToTheWeek() {
        #expect(Strings(.ko)[MessageText.weekday(1)] == "일" && Strings.en[MessageText.weekday(7)] == "Sat")
        #expect(MessageText.weekday(0) == .sunday && MessageText.weekday(9) == .saturday)
    }

    @Test func datesAndNumbersAreWrittenTheLanguagesWay() throws {
        let july8 = try #require(
            Calendar(identifier: .gregorian).date(
                from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2010, month: 7, day: 8)))
        #expect(Strings.en.date(july8) == "Jul 8, 2010")
        #expect(Strings(.ko).date(july8) == "2010년 7월 8일")
        #expect(Strings.en.date(july8) == "Jul 8, 2010")
        #expect(Strings.en.number(1_234_567) == "1,234,567")
        #expect(Strings(.ko).number(-1_000) == "-1,000")
        #expect(Strings.en.number(999) == "999")
        #expect(Strings.en.time(july8.addingTimeInterval(5 * 3_600 + 5 * 60), in: .gmt) == "5:05")
    }

    /// A time no Int counts in minutes (not a number, infinite, `1e300`) is still written as a time of day and
    /// a day, never a trap: a formatter gets whatever a damaged file or an upstream could make a `Date` of.
    @Test func aTimeTooFarOffForAnyCalendarIsStillWrittenWithoutTrapping() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e19, -1e19, 6e20] {
            let date = Date(timeIntervalSince1970: seconds)
            for zone in [seoul, .gmt] {
                let time = Strings.en.time(date, in: zone)
                #expect(time.wholeMatch(of: /(1?[0-9]|2[0-3]):[0-5][0-9]/) != nil, "\(seconds): \(time)")
            }
            #expect(!Strings(.ko).date(date).isEmpty, "\(seconds)")
        }
    }

    @Test func aTimeIsTheCalendarsHourAndMinuteInItsTimeZone() throws {
        let zones = try ["Asia/Seoul", "America/New_York", "Asia/Kolkata", "UTC"].map {
            try #require(TimeZone(identifier: $0))
        }
        // Before and after 1970, across daylight saving, to the second before a minute turns.
        let seconds: [TimeInterval] = [-2_000_000_059, -86_400, -1, 0, 59, 1_710_054_000, 1_730_613_599.5, 4e9]
        for zone in zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for second in seconds {
                let date = Date(timeIntervalSince1970: second)
                let parts = calendar.dateComponents([.hour, .minute], from: date)
                let expected = String(format: "%d:%02d", parts.hour ?? -1, parts.minute ?? -1)
                #expect(Strings.en.time(date, in: zone) == expected, "\(second) in \(zone.identifier)")
            }
        }
    }
}

/// A catalogue with a key only in English, one whose languages disagree on placeholders, and one no key
/// names.
enum TestText: String, LocalizedKey {
    case pair
    case only
    case mismatch

    static let catalogue: StringCatalogue = {
        let json = #"""
            {"sourceLanguage":"en","strings":{
              "pair":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@ of %@ (100%%)"}},
                                       "ko":{"stringUnit":{"state":"translated","value":"%2$@ 중 %1$@"}}}},
              "only":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Only English"}}}},
              "mismatch":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%@ found"}},
                                           "ko":{"stringUnit":{"state":"translated","value":"찾음"}}}},
              "extra":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Extra"}},
                                        "ko":{"stringUnit":{"state":"translated","value":"추가"}}}}
            },"version":"1.0"}
            """#
        do {
            return try StringCatalogue(table: "Test", data: Data(json.utf8))
        } catch {
            preconditionFailure("The test catalogue cannot be read: \(error)")
        }
    }()
}
