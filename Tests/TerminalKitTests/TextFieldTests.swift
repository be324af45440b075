import Testing

@testable import TerminalKit

@Suite struct TextFieldTests {
    @Test func hangulTypesAtTheCaretAndBackspaceAndDeleteRemove() {
        var field = TextField()
        for character in "서울" {
            let typed = field.handle(.character(character))
            #expect(typed)
        }
        _ = field.handle(.left)
        _ = field.handle(.character("x"))
        #expect(field.text == "서x울")
        #expect(field.caret == 2)
        _ = field.handle(.backspace)
        _ = field.handle(.delete)
        #expect(field.text == "서")
        _ = field.handle(.home)
        _ = field.handle(.backspace)
        #expect(field.text == "서")
        let enter = field.handle(.enter)
        let up = field.handle(.up)
        #expect(!enter && !up)
    }

    @Test func aMaximumLengthStopsTyping() {
        var field = TextField(text: "ab", maximumLength: 2)
        let answered = field.handle(.character("c"))
        #expect(answered)
        #expect(field.text == "ab")
    }

    @Test func aLongTextShowsItsEndWithTheCaretCountedInCells() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        let field = TextField(text: "가나다라마")  // ten cells, the caret at the end
        let caret = field.draw(in: &buffer, row: 0, column: 1, width: 6)
        #expect(buffer.text(ofRow: 0) == " 라마")  // "다라마" and the caret would take seven cells
        #expect(caret == 5)
    }
}
