import Foundation
import PresentationLayer
import TestSupport
import Testing
import WebUI

@testable import AppLayer

/// The command line's words: every key in English and Korean, chosen by the shell's locale.
@Suite struct CLIMessagesTests {
    @Test func theCatalogueHasEveryKeyInEveryLanguage() {
        #expect(CLIText.catalogue.problems(for: CLIText.self) == [])
    }

    @Test func theShellsLocalePicksTheLanguage() {
        #expect(CLIMessages(environment: ["LANG": "ko_KR.UTF-8"]).strings.language == .ko)
        #expect(CLIMessages(environment: ["LC_MESSAGES": "ko_KR", "LANG": "en_US.UTF-8"]).strings.language == .ko)
        #expect(CLIMessages(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]).strings.language == .en)
        #expect(CLIMessages(environment: ["LC_ALL": "", "LANG": "ko"]).strings.language == .ko)
    }

    @Test(arguments: [[:], ["LANG": "C"], ["LANG": "C.UTF-8"], ["LANG": "POSIX"], ["LANG": "fr_FR.UTF-8"]])
    func aLocaleOfNoLanguageOfOursIsEnglish(environment: [String: String]) {
        #expect(CLIMessages(environment: environment).strings.language == .en)
    }

    @Test func servingSaysWhere() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080"))
        #expect(CLIMessages(.en).serving(.dev, at: url) == "Strata (dev) is serving at http://127.0.0.1:8080")
        #expect(CLIMessages(.ko).serving(.dev, at: url) == "Strata(dev)가 http://127.0.0.1:8080에서 실행 중이에요.")
        #expect(CLIMessages(.en).stagingAPIServing(at: url) == "The staging API is serving at http://127.0.0.1:8080")
        #expect(CLIMessages(.ko).stagingAPIServing(at: url) == "스테이징 API가 http://127.0.0.1:8080에서 실행 중이에요.")
    }

    @Test func aTerminalThatDrawsNoEscapeSequencesIsToldWhyTheAppCannotShow() {
        #expect(CLIMessages(.en).dumbTerminal.hasPrefix("strata tui draws the app with a terminal's escape sequences"))
        #expect(CLIMessages(.ko).dumbTerminal.hasPrefix("strata tui는 터미널의 이스케이프 시퀀스로 앱을 그려요."))
    }

    @Test func onlyATerminalNamedAndNotDumbCanDrawTheApp() {
        #expect(StrataTerminal.canDraw(in: ["TERM": "xterm-256color"]))
        #expect(StrataTerminal.canDraw(in: ["TERM": "tmux-256color"]))
        #expect(!StrataTerminal.canDraw(in: ["TERM": "dumb"]))
        #expect(!StrataTerminal.canDraw(in: ["TERM": ""]))
        #expect(!StrataTerminal.canDraw(in: [:]))
    }

    @Test func aSecondSignalSaysStrataStopsNow() {
        #expect(
            CLIMessages(.en).secondSignal
                == "Second signal received: Strata stops now, without waiting for the shutdown to finish.")
        #expect(CLIMessages(.ko).secondSignal == "두 번째 신호를 받았어요. 종료가 끝나기를 기다리지 않고 Strata를 바로 멈춰요.")
    }

    @Test func theRealPhaseWithoutKeysSaysWhatToSetForWhichScreen() throws {
        let configuration = try AppConfiguration.resolve(phase: .real, environment: ["TMDB_API_KEY": "t"])
        #expect(
            CLIMessages(.en).missingSettings(of: configuration) == [
                "To use Air quality in the real phase, start Strata with AIRKOREA_SERVICE_KEY set.",
                "To use My groups in the real phase, start Strata with GROUPS_BASE_URL set.",
            ])
        #expect(
            CLIMessages(.ko).missingSettings(of: configuration) == [
                "real 단계에서 대기질 화면을 쓰려면 AIRKOREA_SERVICE_KEY 값을 설정하고 Strata를 시작해 주세요.",
                "real 단계에서 내 그룹 화면을 쓰려면 GROUPS_BASE_URL 값을 설정하고 Strata를 시작해 주세요.",
            ])
    }

    @Test(arguments: [Phase.dev, .alpha])
    func otherPhasesNeedNoSetting(phase: Phase) throws {
        #expect(try AppConfiguration.resolve(phase: phase, environment: [:]).missingSettings == [])
    }

    /// The command line names the settings the home page asks for, no more and no fewer.
    @Test func theMissingSettingsAreTheOnesTheHomePageAsksFor() async throws {
        try await withTemporaryDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .real, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
            let asked = AppFlowCoordinator(scenes: container.scenes, configuration: configuration).links
                .compactMap(\.problem)
            #expect(asked == configuration.missingSettings.map { .missingKey(variable: $0.variable) })
        }
    }
}
