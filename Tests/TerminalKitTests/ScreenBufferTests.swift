import Testing

@testable import TerminalKit

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

    @Test func drawingOverHalfOfAWideCharacterBlanksItsOtherHalf() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.write("한글한", row: 0, column: 0)
        var box = ScreenBuffer(width: 2, height: 1)
        box.write("ab", row: 0, column: 0)
        buffer.draw(box, row: 0, column: 1)
        #expect(buffer.text(ofRow: 0) == " ab 한")
        #expect(!buffer[0, 3].isContinuation)
    }

    @Test func drawingClipsAtTheEdges() {
        var buffer = ScreenBuffer(width: 3, height: 2)
        var box = ScreenBuffer(width: 3, height: 3)
        for row in 0..<3 { box.write("xyz", row: row, column: 0) }
        buffer.draw(box, row: 1, column: 1)
        #expect(buffer.lines == ["", " xy"])
    }
}
