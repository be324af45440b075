/// A key the user pressed, decoded from the terminal's input bytes (`KeyDecoder`).
public enum Key: Hashable, Sendable {
    /// A printable character (a letter, a digit, Hangul, a space, …).
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, tab, backTab, backspace, delete, escape
    /// A control character other than those above: `.control("c")` is Ctrl-C.
    case control(Character)
}
