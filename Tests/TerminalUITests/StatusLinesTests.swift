import PresentationLayer
import TerminalKit
import Testing

@testable import TerminalUI

@Suite struct StatusLinesTests {
    @Test func loadingIsOneDimmedLineInTheScenesWordsOrLoading() {
        #expect(StatusLines.loading(strings: .en) == StyledLine("Loading…", style: .dim))
        var buffer = ScreenBuffer(width: 20, height: 3)
        let next = StatusLines.drawLoading("Loading groups…", strings: .en, in: &buffer, row: 1, column: 2)
        #expect(next == 2)
        #expect(buffer.lines[1] == "  Loading groups…")
        #expect(buffer[1, 2].style == .dim)
    }

    @Test func aFailureIsItsMessageWrappedInRedAndRetryInBoldUnderIt() {
        let lines = StatusLines.failure("The server did not answer", width: 12, strings: .en)
        #expect(lines.map(\.text) == ["The server", "did not", "answer", "Retry (r)"])
        #expect(lines.dropLast().allSatisfy { $0.style == Style(foreground: .red) })
        #expect(lines.last?.style == .bold)
    }

    @Test func aFailureDrawnFromAColumnLeavesAsManyCellsOnTheRightAndGivesTheRowAfterIt() {
        var buffer = ScreenBuffer(width: 12, height: 5)
        let next = StatusLines.drawFailure("The server did not answer", strings: .en, in: &buffer, row: 0, column: 1)
        #expect(next == 4)
        #expect(buffer.lines == [" The server", " did not", " answer", " Retry (r)", ""])
        #expect(buffer[3, 1].style == .bold)
    }

    @Test func inKoreanLoadingAndRetryAreTheWebRingsWords() {
        let strings = Strings(.ko)
        #expect(StatusLines.loading(strings: strings).text == "불러오는 중…")
        #expect(StatusLines.failure("서버가 응답하지 않아요", width: 40, strings: strings).last?.text == "다시 시도 (r)")
        #expect(KeyHelp.retry(strings) == KeyHelp("r", "다시 시도"))
    }
}
