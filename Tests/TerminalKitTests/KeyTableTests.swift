import Testing

@testable import TerminalKit

@MainActor
@Suite struct KeyTableTests {
    /// What a key did, by name.
    func outcome(_ navigation: TerminalNavigation) -> String {
        switch navigation {
        case .handled: "handled"
        case .ignored: "ignored"
        case .pop: "pop"
        default: "other"
        }
    }

    /// What the bindings of a table did, in order.
    final class Log {
        var actions: [String] = []
    }

    @Test func theHelpListsTheBindingsOfferedInTheirOrderAndLeavesOutTheUnoffered() {
        let table = KeyTable {
            KeyBinding.widget(KeyHelp("↑↓", "move")) { _ in false }
            KeyBinding([.character("n")], nil) { .handled }
            KeyBinding([.enter], KeyHelp("Enter", "open")) { .handled }
            KeyBinding.widget([KeyHelp("Enter", "keep"), KeyHelp("Esc", "clear")]) { _ in false }
        }
        #expect(table.help.map(\.key) == ["↑↓", "Enter", "Enter", "Esc"])
    }

    @Test func aKeyRunsTheFirstBindingThatTakesItAndNoOther() {
        let log = Log()
        let table = KeyTable {
            KeyBinding.widget(KeyHelp("↑↓", "move")) { key in
                guard key == .down else { return false }
                log.actions.append("list")
                return true
            }
            KeyBinding([.down, .character("s")], KeyHelp("s", "star")) {
                log.actions.append("star")
                return .handled
            }
            KeyBinding([.character("s")], nil) {
                log.actions.append("second star")
                return .handled
            }
        }
        #expect(outcome(table.handle(.down)) == "handled")
        #expect(outcome(table.handle(.character("s"))) == "handled")
        #expect(log.actions == ["list", "star"])
    }

    @Test func aKeyNoBindingTakesIsLeftToTheApp() {
        let table = KeyTable {
            KeyBinding([.character("s")], KeyHelp("s", "star")) { .handled }
            KeyBinding.widget(KeyHelp("↑↓", "move")) { $0 == .up }
        }
        #expect(outcome(table.handle(.character("q"))) == "ignored")
        #expect(outcome(table.handle(.escape)) == "ignored")
        #expect(outcome(KeyTable([]).handle(.enter)) == "ignored")
    }

    @Test func aBindingOfAClickTakesAClickAnywhere() {
        let table = KeyTable {
            KeyBinding([.enter, .click(row: 0, column: 0)], KeyHelp("Enter", "open")) { .pop }
        }
        #expect(outcome(table.handle(.click(row: 7, column: 12))) == "pop")
        #expect(outcome(table.handle(.enter)) == "pop")
        #expect(outcome(table.handle(.wheelDown)) == "ignored")
    }

    @Test func aBindingLeftOutByTheTablesStateNeitherShowsNorRuns() {
        func table(failed: Bool) -> KeyTable {
            KeyTable {
                KeyBinding([.character("/")], KeyHelp("/", "filter")) { .handled }
                if failed {
                    KeyBinding([.character("r")], KeyHelp("r", "retry")) { .handled }
                }
            }
        }
        #expect(table(failed: true).help.map(\.key) == ["/", "r"])
        #expect(outcome(table(failed: true).handle(.character("r"))) == "handled")
        #expect(table(failed: false).help.map(\.key) == ["/"])
        #expect(outcome(table(failed: false).handle(.character("r"))) == "ignored")
    }
}
