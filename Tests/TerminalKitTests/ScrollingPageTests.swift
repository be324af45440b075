import Testing

@testable import TerminalKit

@Suite struct ScrollingPageTests {
    /// Ten lines, "line 0" to "line 9", the first bold.
    private let lines = (0..<10).map { StyledLine("line \($0)", style: $0 == 0 ? .bold : .plain) }

    private func draw(_ page: inout ScrollingPage, _ lines: [StyledLine], height: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: 8, height: height)
        page.draw(lines, in: &buffer)
        return buffer
    }

    @Test func itDrawsTheLinesThatFitFromTheTopEachInItsStyle() {
        var page = ScrollingPage()
        let buffer = draw(&page, lines, height: 3)
        #expect(buffer.lines == ["line 0", "line 1", "line 2"])
        #expect(buffer[0, 0].style == .bold)
        #expect(buffer[1, 0].style == .plain)
    }

    @Test func itsPositionNamesTheLinesShownOfHowManyAndNoneWhileTheWholePageFits() {
        var page = ScrollingPage()
        #expect(page.position == nil)
        _ = draw(&page, lines, height: 3)
        #expect(page.position == "1–3/10")
        _ = page.handle(.end)
        _ = draw(&page, lines, height: 3)
        #expect(page.position == "8–10/10")
        _ = draw(&page, lines, height: 10)
        #expect(page.position == nil)
    }

    @Test func downAndUpScrollALineAtATimeAndOnlyScrollingKeysAreItsKeys() {
        var page = ScrollingPage()
        _ = draw(&page, lines, height: 3)
        let down = page.handle(.down)
        _ = page.handle(.character("j"))
        #expect(down && page.top == 2)
        #expect(draw(&page, lines, height: 3).lines == ["line 2", "line 3", "line 4"])
        let up = page.handle(.up)
        #expect(up && page.top == 1)
        _ = page.handle(.character("k"))
        #expect(page.top == 0)
        let others = [Key.enter, .left, .character("r"), .character("q")].map { page.handle($0) }
        #expect(others == [false, false, false, false] && page.top == 0)
    }

    @Test func pageDownAndSpaceScrollAPageKeepingOneLineAndHomeEndGoToTheEnds() {
        var page = ScrollingPage()
        _ = draw(&page, lines, height: 4)
        var tops: [Int] = []
        var handled: [Bool] = []
        for key in [Key.pageDown, .character(" "), .pageDown, .pageUp, .home, .end, .character("g"), .character("G")] {
            handled.append(page.handle(key))
            tops.append(page.top)
        }
        #expect(handled == Array(repeating: true, count: 8))
        // A page of four rows moves three lines; the last top is 6, with line 9 at the bottom.
        #expect(tops == [3, 6, 6, 3, 0, 6, 0, 6])
        #expect(draw(&page, lines, height: 4).lines == ["line 6", "line 7", "line 8", "line 9"])
    }

    @Test func aPageDrawnIntoABufferScrollsItsRowsWithTheirStylesAndEndsAfterItsRows() {
        var whole = ScreenBuffer(width: 8, height: 10)
        for row in 0..<6 {
            whole.write("r\(row)", row: row, column: 0, style: .bold)
            whole.write("x", row: row, column: 3, style: .dim)
        }
        var page = ScrollingPage()
        var buffer = ScreenBuffer(width: 8, height: 3)
        page.draw(rows: 6, of: whole, in: &buffer)
        _ = page.handle(.end)
        buffer = ScreenBuffer(width: 8, height: 3)
        page.draw(rows: 6, of: whole, in: &buffer)
        #expect(page.top == 3)
        #expect(buffer.lines == ["r3 x", "r4 x", "r5 x"])
        #expect([buffer[0, 0].style, buffer[0, 3].style] == [.bold, .dim])
    }

    @Test func linesAreMadeOncePerContentAndWidthNotOnEveryDraw() {
        var page = ScrollingPage()
        var made: [String] = []
        func draw(_ text: String, width: Int) -> [String] {
            var buffer = ScreenBuffer(width: width, height: 2)
            page.draw(text, in: &buffer) { text, width in
                made.append("\(text) @\(width)")
                return text.wrapped(toWidth: width).map { StyledLine($0) }
            }
            return buffer.lines
        }
        let long = "aa bb cc dd ee"
        let first = draw(long, width: 5)
        _ = page.handle(.pageDown)
        let scrolled = draw(long, width: 5)
        #expect([first, scrolled] == [["aa bb", "cc dd"], ["cc dd", "ee"]])
        #expect(made == ["aa bb cc dd ee @5"])
        _ = draw(long, width: 2)
        _ = draw(long, width: 2)
        _ = draw("ff", width: 2)
        _ = draw(long, width: 2)
        #expect(made == ["aa bb cc dd ee @5", "aa bb cc dd ee @2", "ff @2", "aa bb cc dd ee @2"])
    }

    @Test func scrollingStopsAtTheTopAndWithTheLastLineAtTheBottom() {
        var page = ScrollingPage()
        _ = draw(&page, lines, height: 3)
        _ = page.handle(.up)
        #expect(page.top == 0)
        for _ in 0..<20 { _ = page.handle(.down) }
        #expect(page.top == 7)
        #expect(draw(&page, lines, height: 3).lines == ["line 7", "line 8", "line 9"])
    }

    @Test func aPageThatFitsDoesNotScroll() {
        var page = ScrollingPage()
        _ = draw(&page, Array(lines.prefix(2)), height: 3)
        _ = page.handle(.down)
        #expect(page.top == 0)
    }

    @Test func theFirstLineShownMovesUpWhenThePageGetsShorterOrTheScreenTaller() {
        var page = ScrollingPage()
        _ = draw(&page, lines, height: 3)
        for _ in 0..<7 { _ = page.handle(.down) }
        #expect(draw(&page, Array(lines.prefix(5)), height: 3).lines == ["line 2", "line 3", "line 4"])
        #expect(draw(&page, Array(lines.prefix(5)), height: 5).lines.first == "line 0")
        #expect(page.top == 0)
    }
}
