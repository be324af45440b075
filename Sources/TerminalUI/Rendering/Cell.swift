/// One cell of the screen: a character and its style. A wide character (Hangul, most emoji) takes its cell and
/// the next, which holds `continuation`.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style

    public init(_ character: Character = " ", style: Style = .plain) {
        self.character = character
        self.style = style
    }

    /// An empty cell.
    public static let blank = Cell()
    /// The second half of a wide character (never printed itself).
    public static let continuation = Cell("\u{0}")

    public var isContinuation: Bool { character == "\u{0}" }
}
