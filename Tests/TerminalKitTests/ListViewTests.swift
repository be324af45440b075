import Testing

@testable import TerminalKit

@Suite struct ListViewTests {
    private func draw(_ list: inout ListView, count: Int, height: Int) -> [String] {
        var buffer = ScreenBuffer(width: 10, height: height)
        list.draw(count: count, in: &buffer) { index, buffer, row in
            buffer.write("row \(index)", row: row, column: 0)
        }
        return buffer.lines
    }

    @Test func theArrowsMoveTheSelectionWithinTheRows() {
        var list = ListView()
        let answered = list.handle(.down, count: 3)
        #expect(answered)
        #expect(list.selection == 0)
        _ = list.handle(.down, count: 3)
        _ = list.handle(.down, count: 3)
        _ = list.handle(.down, count: 3)
        #expect(list.selection == 2)
        _ = list.handle(.home, count: 3)
        #expect(list.selection == 0)
        _ = list.handle(.up, count: 3)
        #expect(list.selection == 0)
        _ = list.handle(.end, count: 3)
        #expect(list.selection == 2)
        let enter = list.handle(.enter, count: 3)
        let downWithNoRows = list.handle(.down, count: 0)
        #expect(!enter && !downWithNoRows)
    }

    @Test func theRowsShownFollowTheSelectionAndItIsHighlighted() {
        var list = ListView()
        #expect(draw(&list, count: 10, height: 3) == ["row 0", "row 1", "row 2"])
        _ = list.handle(.pageDown, count: 10)  // a page is the rows shown less one
        _ = list.handle(.pageDown, count: 10)
        #expect(list.selection == 4)
        #expect(draw(&list, count: 10, height: 3) == ["row 2", "row 3", "row 4"])
        _ = list.handle(.end, count: 10)
        var buffer = ScreenBuffer(width: 10, height: 3)
        list.draw(count: 10, in: &buffer) { index, buffer, row in buffer.write("row \(index)", row: row, column: 0) }
        #expect(buffer.lines == ["row 7", "row 8", "row 9"])
        #expect(buffer[2, 9].style == .selected)
        #expect(buffer[1, 0].style == .plain)
        #expect(list.isNearEnd(of: 10))
    }

    @Test func aListThatShrinksKeepsItsSelectionInRangeAndAnEmptyOneHasNone() {
        var list = ListView()
        list.select(8, count: 10)
        #expect(draw(&list, count: 4, height: 3) == ["row 1", "row 2", "row 3"])
        #expect(list.selection == 3)
        _ = draw(&list, count: 0, height: 3)
        #expect(list.selection == nil)
        #expect(!list.isNearEnd(of: 0))
    }

    @Test func jKGAndCapitalGMoveAsTheArrowsHomeAndEndDo() {
        var list = ListView()
        #expect(list.handle(.character("j"), count: 5) && list.selection == 0)
        #expect(list.handle(.character("j"), count: 5) && list.selection == 1)
        #expect(list.handle(.character("k"), count: 5) && list.selection == 0)
        #expect(list.handle(.character("G"), count: 5) && list.selection == 4)
        #expect(list.handle(.character("g"), count: 5) && list.selection == 0)
        let isListKey = list.handle(.character("x"), count: 5)
        #expect(!isListKey && list.selection == 0)
    }

    @Test func thePositionSaysWhichRowIsSelectedOfHowMany() {
        var list = ListView()
        #expect(list.position(of: 0) == nil)
        #expect(list.position(of: 151) == "1/151")
        list.select(150, count: 151)
        #expect(list.position(of: 151) == "151/151")
    }
}
