/// A screen of text and nothing to do but go back: a scene the configuration leaves out (its key is missing), in
/// the words the web ring's home page uses for it.
@MainActor
public final class NoticeScreen: TerminalScreen {
    public let title: String
    private let message: String

    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    public func draw(in body: inout ScreenBuffer) {
        for (row, line) in message.wrapped(toWidth: max(1, body.width - 4)).enumerated() {
            body.write(line, row: row + 1, column: 2)
        }
    }

    public func handle(_ key: Key) -> TerminalNavigation { .ignored }
}
