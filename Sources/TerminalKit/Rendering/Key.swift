/// A key the user pressed, decoded from the terminal's input bytes (`KeyDecoder`).
public enum Key: Hashable, Sendable {
    /// A printable character (a letter, a digit, Hangul, a space, …).
    case character(Character)
    /// An arrow key.
    case up, down, left, right
    /// A key that moves by a page or to an end.
    case pageUp, pageDown, home, end
    /// An editing or focus key (`backTab` is Shift-Tab).
    case enter, tab, backTab, backspace, delete, escape
    /// A control character other than those above: `.control("c")` is Ctrl-C.
    case control(Character)
    /// A character typed with Alt (Meta), which terminals send as Esc then the character: one key, never Esc.
    case alt(Character)
    /// The left mouse button pressed on a cell, counted from 0 (the terminal's whole screen as the decoder gives
    /// it; the screen's body when ``TerminalApp`` hands it to a screen).
    case click(row: Int, column: Int)
    /// The mouse wheel turned up or down a notch.
    case wheelUp, wheelDown
}

extension Key {
    /// Whether the key is a click, wherever it is.
    public var isClick: Bool {
        if case .click = self { true } else { false }
    }
}
