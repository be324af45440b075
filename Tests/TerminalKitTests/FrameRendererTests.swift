import Testing

@testable import TerminalKit

@Suite struct FrameRendererTests {
    /// What a renderer that has drawn nothing yet writes for `frame` over `previous`.
    private func render(
        _ frame: ScreenBuffer, over previous: ScreenBuffer?, cursor: (row: Int, column: Int)?
    ) -> String {
        var renderer = FrameRenderer()
        return renderer.render(frame, over: previous, cursor: cursor)
    }

    private func frame(_ lines: [String], width: Int = 6, style: Style = .plain) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { buffer.write(line, row: row, column: 0, style: style) }
        return buffer
    }

    @Test func theFirstFrameClearsAndDrawsEverything() {
        let output = render(frame(["ab", "c"]), over: nil, cursor: nil)
        #expect(output.contains("\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1Hab"))
        #expect(output.contains("\u{1B}[2;1Hc"))
        #expect(output.hasSuffix("\u{1B}[0m\u{1B}[?25l"))
    }

    @Test func theSameFrameSendsOnlyTheCursorTheTerminalDoesNotShowYet() {
        let same = frame(["ab", "cd"])
        #expect(render(same, over: same, cursor: (1, 2)) == "\u{1B}[2;3H\u{1B}[?25h")
        #expect(render(same, over: same, cursor: nil) == "\u{1B}[?25l")
    }

    @Test func aFrameWhoseCellsAndCursorDidNotChangeWritesNothing() {
        let same = frame(["ab", "cd"])
        var renderer = FrameRenderer()
        let first = renderer.render(same, over: nil, cursor: (1, 2))
        let unchanged = renderer.render(same, over: same, cursor: (1, 2))
        let moved = renderer.render(same, over: same, cursor: nil)
        let stillHidden = renderer.render(same, over: same, cursor: nil)
        #expect(first.hasSuffix("\u{1B}[2;3H\u{1B}[?25h"))
        #expect([unchanged, moved, stillHidden] == ["", "\u{1B}[?25l", ""])
    }

    @Test func aChangedCellPlacesTheCursorAgainAndAFrameDrawnWholeForgetsIt() {
        var renderer = FrameRenderer()
        _ = renderer.render(frame(["ab"]), over: nil, cursor: (0, 1))
        let changed = renderer.render(frame(["aX"]), over: frame(["ab"]), cursor: (0, 1))
        let whole = renderer.render(frame(["aX"]), over: nil, cursor: (0, 1))
        #expect(changed == "\u{1B}[?25l\u{1B}[1;2HX\u{1B}[0m\u{1B}[1;2H\u{1B}[?25h")
        #expect(whole.hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(whole.hasSuffix("\u{1B}[1;2H\u{1B}[?25h"))
    }

    @Test func oneChangedCellIsOneMoveAndOneWrite() {
        let output = render(frame(["ab", "cX"]), over: frame(["ab", "cd"]), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[2;2HX\u{1B}[0m\u{1B}[?25l")
    }

    @Test func adjacentChangesShareOneMove() {
        let output = render(frame(["xyz"]), over: frame(["abc"]), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[1;1Hxyz\u{1B}[0m\u{1B}[?25l")
    }

    @Test func aWideCharacterIsWrittenOnceAndTheCursorMovesPastBothCells() {
        let output = render(frame(["한b"]), over: frame(["xyb"]), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[1;1H한\u{1B}[0m\u{1B}[?25l")
        let after = render(frame(["한글"]), over: frame(["ab"]), cursor: nil)
        #expect(after == "\u{1B}[?25l\u{1B}[1;1H한글\u{1B}[0m\u{1B}[?25l")
    }

    @Test func aWideCharacterReplacedByNarrowOnesClearsBothCells() {
        let output = render(frame(["a"]), over: frame(["한"]), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[1;1Ha \u{1B}[0m\u{1B}[?25l")
    }

    @Test func aStrayContinuationCellIsPrintedAsABlank() {
        var wide = ScreenBuffer(width: 4, height: 1)
        wide.write("한글", row: 0, column: 0)
        var clipped = ScreenBuffer(width: 3, height: 1)
        clipped.draw(wide, row: 0, column: -1)  // the first character's right half lands at column 0
        let output = render(clipped, over: ScreenBuffer(width: 3, height: 1), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[1;1H 글\u{1B}[0m\u{1B}[?25l")
    }

    @Test func onlyTheAttributesThatChangeAreSent() {
        var next = ScreenBuffer(width: 4, height: 1)
        next.write("a", row: 0, column: 0, style: Style(foreground: .red, bold: true))
        next.write("b", row: 0, column: 1, style: Style(foreground: .red, bold: true, underline: true))
        next.write("c", row: 0, column: 2, style: Style(background: .brightBlue))
        let output = render(next, over: ScreenBuffer(width: 4, height: 1), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[1;31ma\u{1B}[4mb\u{1B}[22;24;39;104mc\u{1B}[0m\u{1B}[?25l")
    }

    @Test func noColorDropsTheColoursAndKeepsTheAttributes() {
        var next = ScreenBuffer(width: 3, height: 1)
        next.write("a", row: 0, column: 0, style: Style(foreground: .green, inverse: true))
        next.write("b", row: 0, column: 1, style: Style(background: .red, bold: true))
        var plain = FrameRenderer(environment: ["NO_COLOR": "1"])
        let output = plain.render(next, over: ScreenBuffer(width: 3, height: 1), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[7ma\u{1B}[1;27mb\u{1B}[0m\u{1B}[?25l")
    }

    @Test func anEmptyNoColorStillMeansColour() {
        #expect(FrameRenderer(environment: ["NO_COLOR": ""]).usesColor)
        #expect(FrameRenderer(environment: [:]).usesColor)
        #expect(!FrameRenderer(environment: ["NO_COLOR": "yes"]).usesColor)
    }

    @Test func aNewSizeRedrawsEverything() {
        let output = render(frame(["ab"], width: 4), over: frame(["ab"], width: 6), cursor: nil)
        #expect(output.contains("\u{1B}[2J"))
        #expect(output.contains("ab"))
    }

    @Test func afterTheLastColumnTheNextChangeMovesTheCursorAgain() {
        let output = render(
            frame(["abc", "xyz"], width: 3), over: frame(["abX", "Yyz"], width: 3), cursor: nil)
        #expect(output == "\u{1B}[?25l\u{1B}[1;3Hc\u{1B}[2;1Hx\u{1B}[0m\u{1B}[?25l")
    }

    @Test func aCursorOutsideTheFrameIsHidden() {
        let same = frame(["a"])
        #expect(render(same, over: same, cursor: (3, 0)) == "\u{1B}[?25l")
    }
}
