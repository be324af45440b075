import Clocks
import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import NIOCore
import PresentationLayer
import Synchronization
import TestSupport
import Testing

@testable import WebUI

/// Settings over real HTTP: the searches, the choice and its redirect, and the refusals.
@Suite struct AirQualitySettingsRoutesTests {
    let testing = AirQualityWebTesting()
    var useCases: FakeAirQualityUseCases { testing.useCases }
    let current = AirQualityWebTesting.encoded("종로구")

    init() {
        let searches = testing.useCases.searches.answers
        searches.answer("종로", with: .success([AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno]))
        searches.answer("중", with: .success([AirQualityFixtures.jungGu]))
        searches.answer("없는역", with: .success([]))
        searches.answer("Jongno", with: .success([AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno]))
        testing.useCases.nearby.answers.answer("혜화", with: .success(AirQualityFixtures.nearHyehwaDong))
        testing.useCases.nearby.answers.answer("아무데", with: .success(nil))
    }

    @Test func aSearchByNameListsTheStationsWithTheCurrentOneMarkedAndNotOfferedAndChooseSecondary() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?current=\(current)&name=\(AirQualityWebTesting.encoded("종로"))",
                method: .get)
            #expect(page.status == .ok)
            let main = try #require(page.main)
            #expect(main.contains("<h2 data-announce>Stations whose name contains “종로”</h2>"))
            #expect(main.components(separatedBy: "<li class=\"aq-station-row\"").count - 1 == 2)
            #expect(
                main.contains(
                    "<li class=\"aq-station-row\" aria-current=\"true\"><span class=\"aq-station-text\"><span "
                        + "class=\"aq-station-name\">종로구</span><span class=\"aq-romanized\"> (Jongno-gu)</span> "
                        + "<strong class=\"aq-current\">Current</strong>"))
            #expect(main.contains("<input type=\"hidden\" name=\"station\" value=\"종로\">"))
            #expect(
                main.contains(
                    "<button type=\"submit\" class=\"secondary\">Choose<span class=\"visually-hidden\"> 종로</span></button>"
                ))
            // The current station is marked, with nothing to choose: one form, the other station's.
            #expect(main.components(separatedBy: "<form class=\"aq-choose\"").count - 1 == 1)
            #expect(!main.contains("<input type=\"hidden\" name=\"station\" value=\"종로구\">"))
            #expect(!main.contains("<button type=\"submit\">Choose"))
            #expect(main.contains("<input type=\"search\" id=\"aq-name\" name=\"name\" value=\"종로\" required>"))
            #expect(main.contains("<p class=\"aq-current-station\">Current station: 종로구</p>"))
        }
        #expect(useCases.searches.answers.requests == ["종로"])
    }

    @Test func aRomanizedSearchShowsEachNameWithItsRomanizationInEnglishOnly() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality/settings?name=Jongno", method: .get)
            let main = try #require(page.main)
            #expect(
                main.contains(
                    "<h2 data-announce>Stations whose name or address in Latin letters contains “Jongno”</h2>"))
            #expect(
                main.contains(
                    "<span class=\"aq-station-name\">종로구</span><span class=\"aq-romanized\"> (Jongno-gu)</span>"))
            #expect(
                main.contains("<span class=\"aq-station-name\">종로</span><span class=\"aq-romanized\"> (Jongno)</span>"))
            #expect(main.contains("<input type=\"hidden\" name=\"station\" value=\"종로구\">"))
            let korean = try await client.execute(
                uri: "/air-quality/settings?name=Jongno", method: .get, headers: AirQualityWebTesting.korean)
            let koreanMain = try #require(korean.main)
            #expect(koreanMain.contains("<span class=\"aq-station-name\">종로구</span> "))
            #expect(koreanMain.contains("<h2 data-announce>로마자로 쓴 이름이나 주소에 “Jongno”가 들어간 측정소</h2>"))
            #expect(!koreanMain.contains("aq-romanized"))
            let koreanMeasurements = try await client.execute(
                uri: "/air-quality", method: .get, headers: AirQualityWebTesting.korean)
            #expect(koreanMeasurements.main?.contains("<span class=\"aq-station\">종로구</span> ") == true)
        }
        #expect(useCases.searches.answers.requests == ["Jongno", "Jongno"])
    }

    @Test func aRomanizedSearchThatFindsNothingSaysWhatItLookedIn() async throws {
        testing.useCases.searches.answers.answer("Busan", with: .success([]))
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality/settings?name=Busan", method: .get)
            #expect(
                page.main?.contains(
                    "<p class=\"empty\" data-announce>No station’s name or address in Latin letters contains “Busan”.</p>"
                ) == true)
            let korean = try await client.execute(
                uri: "/air-quality/settings?name=Busan", method: .get, headers: AirQualityWebTesting.korean)
            #expect(korean.main?.contains("로마자로 쓴 이름이나 주소에 “Busan”이 들어간 측정소가 없어요.") == true)
        }
    }

    @Test func aSearchThatFindsNothingSaysSo() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?name=\(AirQualityWebTesting.encoded("없는역"))", method: .get)
            #expect(
                page.main?.contains("<p class=\"empty\" data-announce>No station’s name contains “없는역”.</p>") == true)
            let korean = try await client.execute(
                uri: "/air-quality/settings?name=\(AirQualityWebTesting.encoded("없는역"))", method: .get,
                headers: AirQualityWebTesting.korean)
            #expect(korean.main?.contains("이름에 “없는역”이 들어간 측정소가 없어요.") == true)
        }
    }

    @Test func aSearchOverAirKoreasDailyQuotaWritesItsResetAsATimeTheReadersBrowserWritesAgain() async throws {
        // AirKorea's quota resets at midnight in Korea, written in UTC for a page without JavaScript (with the
        // day when it is not today), in a `<time>` the scene's script writes in the reader's zone.
        let reset = Date(timeIntervalSince1970: 1_716_217_200)  // 2024-05-20T15:00:00Z, midnight in Seoul
        useCases.searches.answers.answer("한도", with: .failure(DomainError.rateLimited(until: reset)))
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?name=\(AirQualityWebTesting.encoded("한도"))", method: .get)
            let main = try #require(page.main)
            #expect(
                main.contains(
                    "<div class=\"error\" role=\"alert\"><p>Too many requests for now. Try again after "
                        + "<time datetime=\"2024-05-20T15:00:00Z\" data-local-time>May 20"))
            #expect(main.contains("15:00 UTC</time>"))
        }
    }

    @Test func aTownListsItsNearestStationsWithTheirDistances() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?current=\(current)&town=\(AirQualityWebTesting.encoded("혜화"))",
                method: .get)
            let main = try #require(page.main)
            #expect(main.contains("<h2 data-announce>Stations nearest to 혜화동 (서울특별시 종로구)</h2>"))
            #expect(main.contains("<span class=\"aq-distance\">2.1 km away</span>"))
            #expect(main.contains("<span class=\"aq-distance\">0.0 km away</span>"))
            let names = main.components(separatedBy: "<span class=\"aq-station-name\">").dropFirst()
                .map { $0.prefix { $0 != "<" } }
            #expect(names == ["종로구", "동대문구", "중구"])
            let korean = try await client.execute(
                uri: "/air-quality/settings?town=\(AirQualityWebTesting.encoded("혜화"))", method: .get,
                headers: AirQualityWebTesting.korean)
            #expect(korean.main?.contains("<span class=\"aq-distance\">2.8km 거리</span>") == true)
        }
    }

    @Test func aTownThatIsNotThereSaysSo() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?town=\(AirQualityWebTesting.encoded("아무데"))", method: .get)
            #expect(page.main?.contains("<p class=\"empty\" data-announce>No town is called “아무데”.</p>") == true)
        }
    }

    @Test func choosingAStationSavesItAndAnswers303ToItsMeasurements() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?current=\(current)&name=\(AirQualityWebTesting.encoded("중"))",
                method: .get)
            let answer = try await AirQualityWebTesting.choose("중구", from: page, client: client)
            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location] == "/air-quality?station=\(AirQualityWebTesting.encoded("중구"))")
            #expect(useCases.setting.savedStationName == "중구")
        }
    }

    @Test func aChoiceThatCannotBeSavedComesBackToSettingsWithTheReason() async throws {
        useCases.setting.saves.answer("중구", with: .failure(DomainError.server(status: 500, message: nil)))
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?current=\(current)&name=\(AirQualityWebTesting.encoded("중"))",
                method: .get)
            let window = try #require(windowID(in: page.text))
            let answer = try await AirQualityWebTesting.choose("중구", from: page, client: client)
            #expect(answer.status == .seeOther)
            let back = try #require(answer.headers[.location])
            #expect(back == "/air-quality/settings?current=\(current)&name=%EC%A4%91&window=\(window)")
            let shown = try await client.browse(back, headers: [.cookie: try #require(page.sessionCookie)])
            let main = try #require(shown.main)
            #expect(
                main.contains(
                    "<p>Couldn’t save 중구 as your station. The service is having trouble. Try again in a moment.</p>"))
            #expect(main.contains("<span class=\"aq-station-name\">중구</span>"))
            #expect(useCases.setting.savedStationName == nil)
        }
    }

    @Test func aChoiceOnAFullDiskFromAWindowThatIsGoneSaysWhichStationAndWhy() async throws {
        useCases.setting.saves.answer("중구", with: .failure(StorageError.full))
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?current=\(current)&name=\(AirQualityWebTesting.encoded("중"))",
                method: .get)
            let cookie = try #require(page.sessionCookie)
            let form = [
                ("_csrf", try #require(csrfToken(in: page.text))), ("window", "gone"), ("current", "종로구"),
                ("return", "/air-quality/settings?current=%EC%A2%85%EB%A1%9C%EA%B5%AC"), ("station", "중구"),
            ]
            .map { "\($0)=\(PercentEncoding.encode($1))" }.joined(separator: "&")
            let answer = try await client.execute(
                uri: AirQualityPaths.chooseStation, method: .post,
                headers: [.contentType: formContentType, .cookie: cookie], body: ByteBuffer(string: form))
            #expect(answer.status == .seeOther)
            let shown = try await client.browse(try #require(answer.headers[.location]), headers: [.cookie: cookie])
            #expect(shown.text.contains("<p>Couldn’t save 중구 as your station. The disk is full.</p>"))
            #expect(useCases.setting.savedStationName == nil)
        }
    }

    @Test func aSaveSlowerThanItsWaitAnswersWithSettingsInItsWindowWhichThenLeadsToTheStation() async throws {
        let clock = TestClock()
        useCases.setting.saves.hold("중구")
        try await testing.withApp(clock: clock) { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?current=\(current)&name=\(AirQualityWebTesting.encoded("중"))",
                method: .get)
            let window = try #require(windowID(in: page.text))
            let answered = Flag()
            let answer = Task {
                defer { answered.set() }
                return try await AirQualityWebTesting.choose("중구", from: page, client: client)
            }
            // The save is held, so only the wait's bound (5 s on the test clock) can end the request. The clock moves
            // until the answer comes, however late the request starts its wait on a busy machine (a bounded number
            // of moves could all come before it, and the request would then wait for ever).
            while !answered.isSet {
                await clock.advance(by: .milliseconds(500))
            }
            let back = try await answer.value
            #expect(back.status == .seeOther)
            #expect(
                back.headers[.location] == "/air-quality/settings?current=\(current)&name=%EC%A4%91&window=\(window)")
            #expect(useCases.setting.savedStationName == nil)

            useCases.setting.saves.release("중구")
            let cookie = try #require(page.sessionCookie)
            let handed = try await client.execute(
                uri: try #require(back.headers[.location]), method: .get, headers: [.cookie: cookie])
            #expect(handed.headers[.location] == "/air-quality/settings?current=\(current)&name=%EC%A4%91")
            let shown = try await client.execute(
                uri: try #require(handed.headers[.location]), method: .get, headers: [.cookie: cookie])
            #expect(shown.status == .seeOther)
            #expect(shown.headers[.location] == "/air-quality?station=\(AirQualityWebTesting.encoded("중구"))")
            #expect(useCases.setting.savedStationName == "중구")
        }
    }

    @Test func aStationNameOverItsCapIsRefusedAndNeverSaved() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?name=\(AirQualityWebTesting.encoded("중"))", method: .get)
            let long = String(repeating: "역", count: 1_000)
            let answer = try await AirQualityWebTesting.choose(long, from: page, client: client)
            #expect(answer.status == .badRequest)
            #expect(useCases.setting.savedStationName == nil)
            let measurements = try await client.execute(
                uri: "/air-quality?station=\(AirQualityWebTesting.encoded(long))", method: .get)
            #expect(measurements.status == .badRequest)
            #expect(measurements.headers[.location] == nil)
        }
    }

    @Test func aChoiceWithoutTheSessionsTokenIsRefused() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(
                uri: "/air-quality/settings?name=\(AirQualityWebTesting.encoded("중"))", method: .get)
            let answer = try await AirQualityWebTesting.choose("중구", from: page, client: client, token: "forged")
            #expect(answer.status == .forbidden)
            #expect(useCases.setting.savedStationName == nil)
        }
    }

    @Test func hostileStationsAreEscapedInTheListAndItsForms() async throws {
        let hostile = AirQualityStation(name: "\"><script>x</script>", address: "<img src=x onerror=alert(1)>")
        useCases.searches.answers.answer("x", with: .success([hostile]))
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality/settings?name=x", method: .get)
            #expect(!page.text.contains("<script>x"))
            #expect(!page.text.contains("<img src=x"))
            #expect(page.text.contains("name=\"station\" value=\"&quot;&gt;&lt;script&gt;x&lt;/script&gt;\""))
        }
    }
}

/// A mark a task sets once it is done.
private final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
