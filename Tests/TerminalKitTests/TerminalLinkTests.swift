import Testing

@testable import TerminalKit

@Suite struct TerminalLinkTests {
    private let link = TerminalLink("https://github.com/octocat")!

    private func linkedFrame() -> ScreenBuffer {
        var buffer = ScreenBuffer(width: 12, height: 1)
        buffer.write("a", row: 0, column: 0)
        buffer.write("cat", row: 0, column: 2, style: Style(link: link))
        buffer.write("b", row: 0, column: 6)
        return buffer
    }

    @Test func aLinkedRunIsSentInsideAnOSC8LinkWhereTheTerminalShowsThem() {
        var renderer = FrameRenderer(usesLinks: true)
        let output = renderer.render(linkedFrame(), over: nil, cursor: nil)
        #expect(output.contains("\u{1B}]8;;https://github.com/octocat\u{1B}\\cat"))
        // Closed before the next cell written that links nowhere.
        #expect(output.contains("\u{1B}]8;;\u{1B}\\b"))
        // No SGR is written for the link alone: it is not an attribute.
        #expect(!output.contains("\u{1B}[m"))
    }

    @Test func aLinkStillOpenAtTheEndIsClosed() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.write("cat", row: 0, column: 0, style: Style(link: link))
        var renderer = FrameRenderer(usesLinks: true)
        let output = renderer.render(buffer, over: nil, cursor: nil)
        #expect(output.hasSuffix("\u{1B}[0m\u{1B}]8;;\u{1B}\\\u{1B}[?25l"))
    }

    @Test func aTerminalThatDoesNotShowLinksGetsNoLinkSequence() {
        var renderer = FrameRenderer(usesLinks: false)
        let output = renderer.render(linkedFrame(), over: nil, cursor: nil)
        #expect(!output.contains("\u{1B}]8"))
        #expect(output.contains("cat"))
    }

    @Test func aSelectedRowKeepsItsLinks() {
        var buffer = linkedFrame()
        buffer.fill(row: 0, style: .selected)
        #expect(buffer[0, 2].style.link == link && buffer[0, 2].style.inverse)
        #expect(buffer[0, 0].style.link == nil)
    }

    @Test(arguments: [
        "javascript:alert(1)", "file:///etc/passwd", "https://example.org/\u{1B}]0;title\u{7}",
        "https://example.org/a b", "https://exämple.org", "ftp://example.org",
        "https://example.org/" + String(repeating: "a", count: TerminalLink.maximumLength),
    ])
    func anAddressThatCouldCarryASequenceOrIsNotTheWebIsNoLink(_ url: String) {
        #expect(TerminalLink(url) == nil)
    }

    @Test func linksAreShownByTerminalsKnownToShowThemOrWhenAskedFor() {
        #expect(TerminalLink.isShown(in: ["TERM": "xterm-kitty"]))
        #expect(TerminalLink.isShown(in: ["TERM": "xterm-256color", "VTE_VERSION": "7200"]))
        #expect(TerminalLink.isShown(in: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]))
        #expect(!TerminalLink.isShown(in: ["TERM": "tmux-256color", "TERM_PROGRAM": "iTerm.app"]))
        #expect(!TerminalLink.isShown(in: ["TERM": "xterm-256color"]))
        #expect(!TerminalLink.isShown(in: ["TERM": "xterm-256color", "VTE_VERSION": "4800"]))
        #expect(TerminalLink.isShown(in: ["TERM": "screen", "STRATA_LINKS": "on"]))
        #expect(!TerminalLink.isShown(in: ["TERM": "xterm-kitty", "STRATA_LINKS": "off"]))
    }
}
