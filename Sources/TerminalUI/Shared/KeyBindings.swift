import PresentationLayer
import TerminalKit

/// The bindings several screens' key tables share, worded in the screen's language.
extension KeyBinding {
    /// A list's moves (arrows, `j`/`k`, PgUp/PgDn, Home/End, `g`/`G`, the wheel, a click on a row), offered as
    /// `↑↓ jk` on the status line and by every key in the help; `handle` gives the key to the list.
    static func listMoves(
        _ strings: Strings, _ action: TerminalText = .move, handle: @escaping (Key) -> Bool
    ) -> KeyBinding {
        .widget(KeyHelp("↑↓ jk", action, strings, allKeys: "↑↓ jk PgUp PgDn Home End g G"), handle: handle)
    }

    /// A list's moves where letters are typed (a search starts with them): the arrows and the paging keys.
    static func arrowMoves(_ strings: Strings, handle: @escaping (Key) -> Bool) -> KeyBinding {
        .widget(KeyHelp("↑↓", .move, strings, allKeys: "↑↓ PgUp PgDn Home End"), handle: handle)
    }

    /// A page's scroll keys, as ``listMoves(_:_:handle:)`` offers a list's.
    static func pageScroll(_ strings: Strings, handle: @escaping (Key) -> Bool) -> KeyBinding {
        listMoves(strings, .scroll, handle: handle)
    }

    /// A list's filter: `/` opens it and Esc clears one kept; while it is open it takes every key (Enter keeps
    /// it, Esc clears it), so a screen's table is then this binding alone.
    static func filter(_ filter: ListFilter, _ strings: Strings, handle: @escaping (Key) -> Bool) -> KeyBinding {
        if filter.isEditing { return .widget(KeyHelp.filterKeys(strings), handle: handle) }
        var help = [KeyHelp("/", .filter, strings)]
        if !filter.text.isEmpty { help.append(KeyHelp("Esc", .clearFilter, strings)) }
        return .widget(help, handle: handle)
    }

    /// `r`, offered as Retry, doing `action`.
    static func retry(_ strings: Strings, action: @escaping () -> Void) -> KeyBinding {
        KeyBinding([.character("r")], .retry(strings)) {
            action()
            return .handled
        }
    }
}
