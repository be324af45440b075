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

    @Test func downAndUpScrollALineAtATimeAndOnlyTheArrowsAreItsKeys() {
        var page = ScrollingPage()
        _ = draw(&page, lines, height: 3)
        let down = page.handle(.down)
        _ = page.handle(.down)
        #expect(down && page.top == 2)
        #expect(draw(&page, lines, height: 3).lines == ["line 2", "line 3", "line 4"])
        let up = page.handle(.up)
        #expect(up && page.top == 1)
        let others = [Key.enter, .pageDown, .character("r")].map { page.handle($0) }
        #expect(others == [false, false, false] && page.top == 1)
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
