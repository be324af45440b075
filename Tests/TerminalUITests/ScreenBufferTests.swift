import Testing

@testable import TerminalUI

@Suite struct ScreenBufferTests {
    @Test func aWideCharacterTakesTwoCellsAndIsNeverSplitAtTheEdge() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        let end = buffer.write("종로구", row: 0, column: 0)
        #expect(end == 4)
        #expect(buffer.text(ofRow: 0) == "종로")
        #expect(buffer[0, 1].isContinuation)
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("한글", row: 0, column: 0)
        buffer.write("a", row: 0, column: 1)
        #expect(buffer.text(ofRow: 0) == " a글")
    }
}
