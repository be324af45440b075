import Testing

@testable import TerminalKit

/// Text from upstream (a title, a login, a name) can hold terminal controls: an escape sequence that clears the
/// screen, sets the window's title or moves the cursor, a bell, C1 controls, a right-to-left override. None of
/// them reaches the terminal; the printable text around them does.
@Suite struct HostileTextTests {
    static let hostile =
        "A\u{1B}[2J\u{1B}]0;owned\u{07}B\u{9B}31mC\u{7F}\r\nD\u{202E}E\u{1B}[10;10H"

    @Test func controlsAreLeftOutOfTheBufferAndThePrintableTextStays() {
        var buffer = ScreenBuffer(width: 40, height: 1)
        buffer.write(Self.hostile, row: 0, column: 0)
        #expect(buffer.text(ofRow: 0) == "A[2J]0;ownedB31mCDE[10;10H")
        for column in 0..<buffer.width {
            let scalars = buffer[0, column].character.unicodeScalars
            #expect(scalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func theFrameSentToTheTerminalHoldsOnlyTheRenderersOwnSequences() {
        var buffer = ScreenBuffer(width: 40, height: 2)
        buffer.write(Self.hostile, row: 1, column: 0)
        var renderer = FrameRenderer(usesColor: true)
        let output = renderer.render(buffer, over: nil, cursor: nil)
        #expect(!output.unicodeScalars.contains { [0x07, 0x9B, 0x7F, 0x0D, 0x0A, 0x202E].contains($0.value) })
        // Every escape starts one of the renderer's CSI sequences: clear, cursor position, SGR, cursor visibility.
        let escapes = output.split(separator: "\u{1B}", omittingEmptySubsequences: true)
        #expect(escapes.allSatisfy { $0.hasPrefix("[") })
        #expect(!output.contains("\u{1B}]"))
        #expect(!output.contains("\u{1B}[10;10H"))
    }
}
