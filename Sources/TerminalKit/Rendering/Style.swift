/// How a cell's character shows: its colours and attributes. With `NO_COLOR` set, the renderer drops the colours
/// and keeps the attributes, so a selection (inverse) and a heading (bold) still show.
public struct Style: Hashable, Sendable {
    /// The character's colour; nil for the terminal's own.
    public var foreground: Color?
    /// The cell's colour; nil for the terminal's own.
    public var background: Color?
    /// Bold (SGR 1).
    public var bold = false
    /// Dim (SGR 2): hints and secondary text.
    public var dim = false
    /// Foreground and background swapped (SGR 7): the selection.
    public var inverse = false
    /// Underlined (SGR 4): a field with the keyboard.
    public var underline = false
    /// Where the cell links to, for a terminal that shows links (``FrameRenderer/usesLinks``).
    public var link: TerminalLink?

    /// A style of these colours and attributes; plain by default.
    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        inverse: Bool = false, underline: Bool = false, link: TerminalLink? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.inverse = inverse
        self.underline = underline
        self.link = link
    }

    /// The terminal's own colours, no attribute.
    public static let plain = Style()
    /// Bold: a heading.
    public static let bold = Style(bold: true)
    /// Dim: a hint.
    public static let dim = Style(dim: true)
    /// The selected row of a list.
    public static let selected = Style(inverse: true)

    /// The terminal's 16 colours (SGR 30–37, 90–97), which every terminal has and its theme adapts.
    public enum Color: UInt8, Hashable, Sendable {
        /// The eight colours (SGR 30–37).
        case black, red, green, yellow, blue, magenta, cyan, white
        /// Their bright forms (SGR 90–97).
        case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    }
}
