/// How a cell's character shows: its colours and attributes. With `NO_COLOR` set, the renderer drops the colours
/// and keeps the attributes, so a selection (inverse) and a heading (bold) still show.
public struct Style: Hashable, Sendable {
    public var foreground: Color?
    public var background: Color?
    public var bold = false
    public var dim = false
    public var inverse = false
    public var underline = false

    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        inverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.inverse = inverse
        self.underline = underline
    }

    public static let plain = Style()
    public static let bold = Style(bold: true)
    public static let dim = Style(dim: true)
    /// The selected row of a list.
    public static let selected = Style(inverse: true)

    /// The terminal's 16 colours (SGR 30–37, 90–97), which every terminal has and its theme adapts.
    public enum Color: UInt8, Hashable, Sendable {
        case black, red, green, yellow, blue, magenta, cyan, white
        case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    }
}
