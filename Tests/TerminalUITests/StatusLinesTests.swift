import Testing

@testable import TerminalUI

@Suite struct StatusLinesTests {
    @Test func loadingIsOneDimmedLineInTheScenesWordsOrLoading() {
        #expect(StatusLines.loading() == StyledLine("Loading…", style: .dim))
        var buffer = ScreenBuffer(width: 20, height: 3)
        let next = StatusLines.drawLoading("Loading groups…", in: &buffer, row: 1, column: 2)
        #expect(next == 2)
        #expect(buffer.lines[1] == "  Loading groups…")
        #expect(buffer[1, 2].style == .dim)
    }

    @Test func aFailureIsItsMessageWrappedInRedAndRetryInBoldUnderIt() {
        let lines = StatusLines.failure("The server did not answer", width: 12)
        #expect(lines.map(\.text) == ["The server", "did not", "answer", "Retry (r)"])
        #expect(lines.dropLast().allSatisfy { $0.style == Style(foreground: .red) })
        #expect(lines.last?.style == .bold)
    }

    @Test func aFailureDrawnFromAColumnLeavesAsManyCellsOnTheRightAndGivesTheRowAfterIt() {
        var buffer = ScreenBuffer(width: 12, height: 5)
        let next = StatusLines.drawFailure("The server did not answer", in: &buffer, row: 0, column: 1)
        #expect(next == 4)
        #expect(buffer.lines == [" The server", " did not", " answer", " Retry (r)", ""])
        #expect(buffer[3, 1].style == .bold)
    }
}
