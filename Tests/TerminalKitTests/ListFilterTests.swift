import Testing

@testable import TerminalKit

@Suite struct ListFilterTests {
    @Test func anEmptyFilterKeepsEveryRowAndATypedOneKeepsThoseContainingItCaseAndAccentsAside() {
        var filter = ListFilter()
        let texts = ["Pokémon", "pikachu", "Bulbasaur", "포켓몬"]
        #expect(filter.indices(of: texts) == [0, 1, 2, 3])
        let opened = filter.handle(.character("/"))
        #expect(opened && filter.isEditing)
        let typed = "POKE".map { filter.handle(.character($0)) }
        #expect(typed == [true, true, true, true] && filter.indices(of: texts) == [0])
        let erased = [filter.handle(.backspace), filter.handle(.backspace), filter.handle(.backspace)]
        #expect(erased == [true, true, true] && filter.indices(of: texts) == [0, 1])
    }

    @Test func keptRowsAreTheRowsWhoseTextContainsTheFilterInOrder() {
        struct Row: Equatable { let id: Int, name: String }
        let rows = [Row(id: 1, name: "Pokémon"), Row(id: 2, name: "pikachu"), Row(id: 3, name: "Bulbasaur")]
        var filter = ListFilter()
        #expect(filter.kept(rows, by: \.name) == rows)
        _ = filter.handle(.character("/"))
        _ = "POK".map { filter.handle(.character($0)) }
        #expect(filter.kept(rows, by: \.name) == [rows[0]])
        _ = [filter.handle(.backspace), filter.handle(.backspace)]
        #expect(filter.kept(rows, by: \.name).map(\.id) == [1, 2])
    }

    @Test func enterKeepsTheFilterEscClearsItAndOtherKeysAreTheListsWhenItIsClosed() {
        var filter = ListFilter()
        let escapeWithNoFilter = filter.handle(.escape)
        #expect(!escapeWithNoFilter)
        _ = filter.handle(.character("/"))
        _ = filter.handle(.character("x"))
        let kept = filter.handle(.enter)
        #expect(kept && !filter.isEditing && filter.text == "x")
        #expect(filter.status(position: "1/2") == "/x 1/2")
        let down = filter.handle(.down)
        #expect(!down)
        let cleared = filter.handle(.escape)
        #expect(cleared && filter.text.isEmpty)
        #expect(filter.status(position: "1/9") == "1/9")
    }
}
