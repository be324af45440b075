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

    @Test func textAddsItsCharactersWidths() {
        #expect("Hello".terminalWidth == 5)
        #expect("종로구 Seoul".terminalWidth == 12)
        #expect("👨‍👩‍👧‍👦 가족".terminalWidth == 7)
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
