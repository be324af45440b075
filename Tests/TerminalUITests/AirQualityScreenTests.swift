import DomainLayer
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The Air quality scene in the terminal over its real VIP parts (configurators, interactors, presenters,
/// routers and the worker) and fakes of the use cases: 종로구's day of 24 hours, which crosses every grade.
@MainActor
@Suite struct AirQualityScreenTests {
    let useCases = FakeAirQualityUseCases()

    init() {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        useCases.histories.answers.answer("종로", with: .success(AirQualityFixtures.day(of: "종로")))
        useCases.searches.answers.answer(
            "종로", with: .success([AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno]))
    }

    func buffer(of screen: any TerminalScreen, width: Int = 80, height: Int = 24) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height)
        screen.draw(in: &buffer)
        return buffer
    }

    func type(_ text: String, into screen: any TerminalScreen) {
        for character in text { _ = screen.handle(.character(character)) }
    }

    @Test func theSavedStationShowsItsTimeAndReadingsWithTheirGrades() async {
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        let shown = buffer(of: screen)
        #expect(screen.title == "Air quality")
        #expect(shown.lines[0] == " 종로구 (Jongno-gu)")
        #expect(shown.lines[1] == " Measured 2024-05-20 14:00 KST")
        #expect(shown.lines[3] == " PM10   38 µg/m³    Moderate")
        #expect(shown.lines[4] == " PM2.5  11 µg/m³    Good")
        #expect(shown[3, 20].style.foreground == .green)
        #expect(shown[4, 20].style.foreground == .blue)
    }

    @Test func theAirsGradeAndItsHealthAdviceFollowTheReadingsWhenTheChartsKeepTheirRoom() async {
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        let shown = buffer(of: screen)
        #expect(shown.lines[5] == "")
        #expect(shown.lines[6].hasPrefix(" Moderate: Sensitive groups (children, older adults"))
        #expect(shown.lines[6].count <= 79)
        #expect(shown[6, 1].style == Style(foreground: .green, bold: true))
        #expect(shown[6, 11].style == .plain)
        let short = buffer(of: screen, width: 80, height: 16)
        #expect(!short.lines.contains { $0.contains("Sensitive groups") })
        let korean = AirQualityScreen(worker: useCases.worker, strings: Strings(.ko))
        await korean.settled()
        #expect(buffer(of: korean).lines[6].hasPrefix(" 보통: 민감군(어린이, 노인, 심장·호흡기 질환자)은"))
    }

    @Test func eachMatterHasATwentyFourHourChartOfBlocksWithTheHoursUnderIt() async throws {
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        let shown = buffer(of: screen, width: 80, height: 30)
        let lines = shown.lines
        let heading = try #require(lines.firstIndex(of: " PM10 · last 24 hours (µg/m³)"))
        let labels = try #require(lines[heading...].firstIndex { $0.contains("14:00") })
        let bars = Array(lines[(heading + 1)..<labels])
        #expect(bars.count >= 2)
        let blocks = Set("▁▂▃▄▅▆▇█ ")
        for bar in bars {
            #expect(bar.dropFirst(AirQualityChartLines.gutter).allSatisfy(blocks.contains))
        }
        // Two cells an hour: the oldest hour (22) fills the bottom row a little, 10:00 and 11:00 have no data,
        // and 151 µg/m³ (17:00's hour, under a top of 160) reaches the top row.
        let gutter = AirQualityChartLines.gutter
        let bottom = heading + bars.count
        let top = heading + 1
        #expect(shown[bottom, gutter].character != " ")
        #expect(shown[bottom, gutter + 10 * 2].character == " ")
        #expect(shown[bottom, gutter + 11 * 2].character == " ")
        #expect(shown[top, gutter + 17 * 2].character != " ")
        #expect(shown[top, gutter].character == " ")
        #expect(shown[top, gutter + 17 * 2].style.foreground == .red)
        #expect(lines[top].hasPrefix(" 160│"))
        #expect(lines[bottom].hasPrefix("   0│"))
        // Every sixth hour back from the latest, each hour in two digits so 02:00 reads apart from 20:00.
        #expect(lines[labels].split(separator: " ") == ["20:00", "02:00", "08:00", "14:00"])
        #expect(lines[labels...].contains(" PM2.5 · last 24 hours (µg/m³)"))
    }

    @Test func choosingAStationInSettingsReturnsToItsMeasurementsAndKeepsIt() async {
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        #expect(isHandled(screen.handle(.character("c"))))
        #expect(screen.title == "Choose a station")
        #expect(screen.isEditing)
        #expect(buffer(of: screen).lines[0] == " Showing 종로구 (Jongno-gu)")

        type("종로", into: screen)
        _ = screen.handle(.enter)
        await screen.settled()
        var lines = buffer(of: screen).lines
        #expect(lines[4] == " Stations named “종로”: 2")
        #expect(lines[5].hasPrefix(" 종로구 (Jongno-gu) · current  서울 종로구 종로35가길 19"))
        #expect(lines[6].hasPrefix(" 종로 (Jongno)  서울 종로구 종로 169"))
        #expect(!screen.isEditing)

        _ = screen.handle(.down)
        _ = screen.handle(.enter)
        await screen.settled()
        lines = buffer(of: screen).lines
        #expect(screen.title == "Air quality")
        #expect(lines[0] == " 종로 (Jongno)")
        #expect(useCases.setting.savedStationName == "종로")

        let reopened = AirQualityScreen(worker: useCases.worker, strings: .en)
        await reopened.settled()
        #expect(buffer(of: reopened).lines[0] == " 종로 (Jongno)")
    }

    @Test func escapeInSettingsReturnsToTheMeasurementsAsTheyWere() async {
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        _ = screen.handle(.enter)
        #expect(screen.title == "Choose a station")
        _ = screen.handle(.escape)
        #expect(!screen.isEditing)
        #expect(isHandled(screen.handle(.escape)))
        #expect(screen.title == "Air quality")
        #expect(buffer(of: screen).lines[0] == " 종로구 (Jongno-gu)")
        #expect(useCases.setting.savedStationName == nil)
    }

    @Test func aMissingStationLeadsToSettingsWhichSaysSo() async {
        let useCases = FakeAirQualityUseCases(savedStationName: "사라진곳")
        useCases.histories.answers.answer("사라진곳", with: .failure(DomainError.notFound))
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        #expect(screen.title == "Choose a station")
        #expect(buffer(of: screen).lines[0] == " No measurements from 사라진곳: choose another station.")
    }

    @Test func aFailureIsWordedWithRetryAndRRetries() async {
        useCases.histories.answers.answer("종로구", with: .failure(DomainError.offline))
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        var lines = buffer(of: screen, width: 200).lines
        #expect(lines[0] == " 종로구 (Jongno-gu): " + ErrorMessage.offline.text(.en))
        #expect(lines[1] == " Retry (r)")

        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        #expect(isHandled(screen.handle(.character("r"))))
        await screen.settled()
        lines = buffer(of: screen).lines
        #expect(lines[0] == " 종로구 (Jongno-gu)")
        #expect(!lines.contains(" Retry (r)"))
    }

    @Test func aSearchThatFailsIsWordedInSettingsWithRetry() async {
        useCases.searches.answers.answer("중", with: .failure(DomainError.offline))
        let screen = AirQualityScreen(worker: useCases.worker, strings: .en)
        await screen.settled()
        _ = screen.handle(.character("c"))
        type("중", into: screen)
        _ = screen.handle(.enter)
        await screen.settled()
        let line = buffer(of: screen, width: 200).lines[3]
        #expect(line.hasPrefix(" " + ErrorMessage.offline.text(.en)) && line.hasSuffix("Retry (r)"))
    }
}

/// Whether a key was handled in place.
private func isHandled(_ navigation: TerminalNavigation) -> Bool {
    if case .handled = navigation { true } else { false }
}
