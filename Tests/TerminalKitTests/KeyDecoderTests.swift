import Testing

@testable import TerminalKit

@Suite struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
        ("\u{1B}[1;5C", .right), ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace),
        ("\u{8}", .backspace), ("\u{3}", .control("c")), ("\u{1}", .control("a")), ("\u{1A}", .control("z")),
        ("\u{C}", .control("l")),
        ("q", .character("q")), (" ", .character(" ")), ("한", .character("한")), ("😀", .character("😀")),
    ])
    func eachSequenceIsItsKey(input: String, key: Key) {
        #expect(keys(input) == [key])
    }

    @Test func keysInOneReadComeInOrder() {
        #expect(keys("a\u{1B}[Bq\r") == [.character("a"), .down, .character("q"), .enter])
    }

    @Test func unknownSequencesAreDroppedNotTyped() {
        #expect(keys("\u{1B}[99~x\u{1B}[200;1Xy\u{1B}OQ") == [.character("x"), .character("y")])
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaitingAfterEscape)
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("5".utf8)) == [])
        #expect(decoder.decode(Array("~".utf8)) == [.pageUp])
        #expect(decoder.flush() == [])
    }

    @Test func hangulSplitAcrossReadsIsOneCharacter() {
        var decoder = KeyDecoder()
        let bytes = Array("가나".utf8)  // two 3-byte syllables
        #expect(decoder.decode(bytes[0..<2]) == [])
        #expect(decoder.decode(bytes[2..<4]) == [.character("가")])
        #expect(decoder.decode(bytes[4..<6]) == [.character("나")])
    }

    @Test func aLoneEscapeAtTheEndOfAReadIsEscOnceFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("x\u{1B}".utf8)) == [.character("x")])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test func escapeBeforeAnotherKeyIsEscThenTheKey() {
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
        #expect(keys("\u{1B}\t") == [.escape, .tab])
    }

    @Test func altWithACharacterIsOneKeyNotEscThenTheCharacter() {
        #expect(keys("\u{1B}q") == [.alt("q")])
        #expect(keys("\u{1B}한x") == [.alt("한"), .character("x")])
        var decoder = KeyDecoder()
        // Alt with a character cut between two reads waits for the rest of it.
        #expect(decoder.decode([0x1B, 0xED, 0x95]) == [])
        #expect(decoder.decode([0x9C]) == [.alt("한")])
    }

    @Test func aMousePressAndTheWheelAreKeysAndReleasesDragsAndOldReportsAreDropped() {
        #expect(keys("\u{1B}[<0;5;3M") == [.click(row: 2, column: 4)])
        #expect(keys("\u{1B}[<0;5;3m\u{1B}[<32;6;3M\u{1B}[<2;5;3M") == [])
        #expect(keys("\u{1B}[<64;1;1M\u{1B}[<65;1;1Mx") == [.wheelUp, .wheelDown, .character("x")])
        // A report without SGR mode: its three bytes after `ESC [ M` are not typed.
        #expect(keys("\u{1B}[M !!y") == [.character("y")])
    }

    @Test func invalidUTF8IsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x61, 0xE0, 0x41]) == [.character("a"), .character("A")])
    }
}
