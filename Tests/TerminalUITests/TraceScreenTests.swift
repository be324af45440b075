import PresentationLayer
import TerminalKit
import Testing

@testable import TerminalUI

/// "How this screen was made": a load's steps as a waterfall, in both languages.
@MainActor
@Suite struct TraceScreenTests {
    static let steps = [
        TraceScreen.Step(
            kind: "view-model", ring: "Presentation", call: "MoviesFlowCoordinator.open", depth: 0, start: .zero,
            duration: .milliseconds(40), cacheHit: nil, upstream: nil, failed: false,
            source: "Sources/PresentationLayer/Movies/MoviesFlowCoordinator.swift"),
        TraceScreen.Step(
            kind: "repository", ring: "Data", call: "CachedMoviesRepository.freshPage", depth: 1,
            start: .milliseconds(10), duration: .milliseconds(30), cacheHit: false, upstream: nil, failed: false,
            source: "Sources/DataLayer/Movies/CachedMoviesRepository.swift"),
        TraceScreen.Step(
            kind: "upstream", ring: "Networking", call: "tmdb.GET", depth: 2, start: .milliseconds(20),
            duration: .milliseconds(20), cacheHit: nil, upstream: "127.0.0.1/3/search/movie", failed: true),
    ]

    @Test func eachStepIsARowIndentedInsideItsParentWithItsTimesBarCacheRingSourceFileAndUpstream() {
        let screen = TraceScreen(load: "Movies: Enter", steps: Self.steps, strings: .en)
        let lines = screen.drawnLines(width: 120, height: 20)
        #expect(screen.title == "How this screen was made")
        #expect(lines[0] == " The steps the last load, Movies: Enter, crossed, in the order they started:")
        // The columns are worded as the web ring's trace page words them (TraceWords).
        #expect(lines[2].hasPrefix(" Step "))
        #expect(lines[2].contains("Start    Duration"))
        #expect(lines[2].hasSuffix(" Cache"))
        #expect(lines[3].hasPrefix(" view-model MoviesFlowCoordinator.open "))
        #expect(lines[3].contains("0.0 ms   40.0 ms  ████████████████████"))
        #expect(lines[4] == "   Presentation · Sources/PresentationLayer/Movies/MoviesFlowCoordinator.swift")
        #expect(lines[5].hasPrefix("   repository CachedMoviesRepository.freshPage "))
        #expect(lines[5].contains("10.0 ms  30.0 ms  ·····███████████████ miss"))
        #expect(lines[6] == "     Data · Sources/DataLayer/Movies/CachedMoviesRepository.swift")
        #expect(lines[7].hasPrefix("     upstream tmdb.GET "))
        #expect(lines[7].hasSuffix("··········██████████ ✗ failed"))
        // An upstream call's service is no type: no file.
        #expect(lines[8] == "       Networking · 127.0.0.1/3/search/movie")
    }

    @Test func aSourceFileTooLongForTheLineKeepsItsEndTheFilesName() {
        let lines = TraceScreen(load: "Movies: Enter", steps: Self.steps, strings: .en).lines(width: 50).map(\.text)
        let places = lines.filter { $0.contains(" · ") }
        #expect(
            places == [
                "   Presentation · …/MoviesFlowCoordinator.swift", "     Data · …/Movies/CachedMoviesRepository.swift",
                "       Networking · 127.0.0.1/3/search/movie",
            ])
    }

    @Test func aStepIsWordedInKoreanAsTheWebRingsTracePageWordsIt() {
        let lines = TraceScreen(load: "영화: Enter", steps: Self.steps, strings: Strings(.ko)).lines(width: 120)
        #expect(lines[2].text.hasPrefix(" 단계 "))
        #expect(lines[2].text.contains("시작     걸린 시간"))
        #expect(lines[2].text.hasSuffix(" 캐시"))
        #expect(lines[5].text.hasSuffix(" 누락"))
        #expect(lines[7].text.hasSuffix(" ✗ 실패"))
        #expect(TraceWords.catalogue.problems(for: TraceWords.self) == [])
    }

    @Test func escAndQAreTheAppsToGoBackAndTOpensNoTraceOfTheTrace() {
        let screen = TraceScreen(load: "Movies: Enter", steps: Self.steps, strings: .en)
        #expect(screen.handle(.escape).isIgnored)
        #expect(screen.handle(.character("q")).isIgnored)
        #expect(screen.handle(.character("t")).isHandled)
        #expect(screen.keys == [KeyHelp("↑↓ jk", "scroll", allKeys: "↑↓ jk PgUp PgDn Home End g G")])
    }

    @Test func withoutALoadItSaysHowToMakeOneInKorean() {
        let screen = TraceScreen(load: nil, steps: [], strings: Strings(.ko))
        #expect(screen.title == "이 화면을 만든 과정")
        let lines = screen.drawnLines(width: 40)
        #expect(lines[0].hasPrefix(" 아직 기록된 불러오기가 없습니다."))
        #expect(
            lines.prefix(4).joined().split(separator: " ").joined(separator: " ")
                == "아직 기록된 불러오기가 없습니다. 장면을 열거나 검색하거나 새로 고친 다음 t를 누르세요.")
    }
}
