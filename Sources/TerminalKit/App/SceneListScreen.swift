/// An app's first screen: its entries (``TerminalScene``), one a row; Enter opens the selected one's screen.
@MainActor
public final class SceneListScreen: TerminalScreen {
    /// The title bar's text.
    public let title: String
    /// The keys the list answers to, as the status line and the help name them.
    public let keys: [KeyHelp]
    private let scenes: [TerminalScene]
    private var list = ListView()

    /// The list of `scenes` under `title`, its keys (the arrows, Enter) worded by `keys`.
    public init(title: String, keys: [KeyHelp], scenes: [TerminalScene]) {
        self.title = title
        self.keys = keys
        self.scenes = scenes
    }

    /// The entries' names, the selected one highlighted.
    public func draw(in body: inout ScreenBuffer) {
        list.draw(count: scenes.count, in: &body, row: 1, height: body.height - 1) { index, buffer, row in
            buffer.write(scenes[index].name, row: row, column: 2, maxWidth: buffer.width - 4)
        }
    }

    /// The arrows move the selection; Enter opens the selected entry's screen above the list.
    public func handle(_ key: Key) -> TerminalNavigation {
        if list.handle(key, count: scenes.count) { return .handled }
        guard key == .enter, let selection = list.selection else { return .ignored }
        return .push(scenes[selection].makeScreen())
    }
}
