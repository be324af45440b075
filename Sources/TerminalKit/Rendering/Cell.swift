/// One cell of the screen: a character and its style. A wide character (Hangul, most emoji) takes its cell and
/// the next, which holds `continuation`.
public struct Cell: Hashable, Sendable {
    /// The character shown (``continuation`` in the second cell of a wide one).
    public var character: Character
    /// How it shows.
    public var style: Style

    /// A cell showing `character` in `style`; a blank one by default.
    public init(_ character: Character = " ", style: Style = .plain) {
        self.character = character
        self.style = style
    }

    /// An empty cell.
    public static let blank = Cell()
    /// The second half of a wide character (never printed itself).
    public static let continuation = Cell("\u{0}")

    /// True for the second half of a wide character.
    public var isContinuation: Bool { character == "\u{0}" }
}
