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
}
