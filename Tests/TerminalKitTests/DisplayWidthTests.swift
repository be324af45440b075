import Testing

@testable import TerminalKit

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("한", 2), ("漢", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("🚀", 2), ("❤️", 2), ("☺", 1),
        ("👨‍👩‍👧‍👦", 2), ("🇰🇷", 2), ("👍🏽", 2), ("é", 1), ("e\u{301}", 1), ("\u{1112}\u{1161}\u{11AB}", 2),
        ("1️⃣", 2), ("\u{7}", 0), ("\u{1100}\u{D7B0}", 2),
    ])
    func aCharacterTakesTheCellsATerminalGivesIt(text: String, width: Int) {
        #expect(Character(text).terminalWidth == width)
    }

    // Kana Supplement, Kana Extended-A, Small Kana Extension and Nüshu (U+1B000..U+1B2FF).
    @Test(arguments: ["\u{1B001}", "\u{1B122}", "\u{1B132}", "\u{1B170}"])
    func kanaSupplementAndTheBlocksAfterItTakeTwoCells(text: String) {
        #expect(Character(text).terminalWidth == 2)
    }

    @Test(arguments: ["\u{17000}", "\u{187F7}", "\u{18800}"])
    func tangutTakesTwoCells(text: String) {
        #expect(Character(text).terminalWidth == 2)
    }

    @Test(arguments: ["\u{1F200}", "\u{1F210}", "\u{1F250}", "\u{1F265}"])
    func enclosedIdeographicSupplementTakesTwoCells(text: String) {
        #expect(Character(text).terminalWidth == 2)
    }

    @Test(arguments: ["🌡", "🏔", "🖥", "☺", "⛹"])
    func aTextPresentationPictographAloneTakesOneCell(text: String) {
        #expect(Character(text).terminalWidth == 1)
    }

    @Test(arguments: ["🌡\u{FE0F}", "🏔\u{FE0F}", "🖥\u{FE0F}", "1\u{FE0F}\u{20E3}"])
    func aPictographFollowedByVS16TakesTwoCells(text: String) {
        #expect(Character(text).terminalWidth == 2)
    }

    @Test func vs16AfterALetterLeavesItOneCell() {
        #expect(Character("a\u{FE0F}").terminalWidth == 1)
    }

    @Test(arguments: ["👨‍👩‍👧‍👦", "🏳️‍🌈", "⛹\u{200D}♀", "👩🏽‍💻"])
    func anEmojiZWJSequenceTakesTwoCells(text: String) {
        #expect(Character(text).terminalWidth == 2)
    }

    @Test(arguments: ["🇰🇷", "🇯🇵", "🇺🇸"])
    func aFlagTakesTwoCells(text: String) {
        #expect(Character(text).terminalWidth == 2)
    }

    @Test(arguments: [
        ("한", 2), ("\u{1100}", 2), ("\u{1112}\u{1161}\u{11AB}", 2), ("\u{1100}\u{D7B0}", 2), ("\u{A960}", 2),
        ("\u{11AB}", 0), ("\u{1161}", 0), ("\u{D7B0}", 0), ("ㄱ", 2),
    ])
    func hangulSyllablesAndLeadingJamoTakeTwoCellsAndJoiningJamoNone(text: String, width: Int) {
        #expect(Character(text).terminalWidth == width)
    }

    @Test(arguments: ["\u{301}", "\u{20E3}", "\u{302A}", "\u{200D}", "\u{FE0F}", "\u{200B}", "\u{AD}"])
    func combiningMarksAndFormatCharactersTakeNoCells(text: String) {
        #expect(Character(text).terminalWidth == 0)
        #expect(Character(text).unicodeScalars.first?.terminalWidth == 0)
    }

    @Test func controlsTakeNoCellsAndASCIIOne() {
        #expect(Character("\u{0}").terminalWidth == 0)
        #expect(Character("\u{1B}").terminalWidth == 0)
        #expect(Character("\u{7F}").terminalWidth == 0)
        #expect(Character("\u{85}").terminalWidth == 0)
        #expect(Character("\r\n").terminalWidth == 0)
        #expect((0x20..<0x7F).map { Character(Unicode.Scalar($0)!).terminalWidth } == Array(repeating: 1, count: 95))
    }

    @Test func eachGeneratedTableIsSortedDisjointPairs() {
        for table in [DisplayWidthTable.zeroWidth, DisplayWidthTable.wide, DisplayWidthTable.emojiBases] {
            #expect(!table.isEmpty && table.count.isMultiple(of: 2))
            let pairs = stride(from: 0, to: table.count, by: 2).map { (table[$0], table[$0 + 1]) }
            #expect(pairs.allSatisfy { $0.0 <= $0.1 })
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0.1 < $0.1.0 })
        }
    }

    @Test func textAddsItsCharactersWidths() {
        #expect("Hello".terminalWidth == 5)
        #expect("종로구 Seoul".terminalWidth == 12)
        #expect("👨‍👩‍👧‍👦 가족".terminalWidth == 7)
        #expect("🌡 20°C".terminalWidth == 6)
        #expect("🌡️ 20°C".terminalWidth == 7)
    }

    @Test func truncationEndsInAnEllipsisAndNeverSplitsAWideCharacter() {
        #expect("Hello, world".truncated(toWidth: 6) == "Hello…")
        #expect("Hello".truncated(toWidth: 5) == "Hello")
        #expect("한국어 문장".truncated(toWidth: 6) == "한국…")
        #expect("한국어".truncated(toWidth: 4) == "한…")
        #expect("한국어".truncated(toWidth: 0) == "")
        #expect("Hello world".truncated(toWidth: 7) == "Hello…")
    }

    @Test func wrappingBreaksAtSpacesByWidth() {
        #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
        #expect("서울 특별시 종로구".wrapped(toWidth: 11) == ["서울 특별시", "종로구"])
        #expect("abcdefgh".wrapped(toWidth: 3) == ["abc", "def", "gh"])
        #expect("one\n\ntwo".wrapped(toWidth: 10) == ["one", "", "two"])
    }

    @Test func aWideCharacterInAOneCellLineStillMovesOn() {
        #expect("한국".wrapped(toWidth: 1) == ["한", "국"])
    }
}
