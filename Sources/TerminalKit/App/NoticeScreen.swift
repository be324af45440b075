/// A screen of text and nothing to do but go back: an entry that cannot open here, and why.
@MainActor
public final class NoticeScreen: TerminalScreen {
    /// The title bar's text.
    public let title: String
    private let message: String

    /// A screen titled `title` that says `message`, wrapped to its width.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// The message, wrapped, from the second row.
    public func draw(in body: inout ScreenBuffer) {
        for (row, line) in message.wrapped(toWidth: max(1, body.width - 4)).enumerated() {
            body.write(line, row: row + 1, column: 2)
        }
    }

    // No key of its own (an empty key table): `q`/Esc go back.
}
