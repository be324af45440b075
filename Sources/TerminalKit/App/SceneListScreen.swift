/// An app's first screen: its entries (``TerminalScene``), one a row; Enter opens the selected one's screen, and
/// the number keys the entry of that number.
@MainActor
public final class SceneListScreen: TerminalScreen {
    /// The title bar's text.
    public let title: String
    /// The keys the list answers to, as the status line and the help name them.
    public let keys: [KeyHelp]
    /// The entries, in order.
    public let scenes: [TerminalScene]
    private var list = ListView()

    /// The list of `scenes` under `title`, its keys (the arrows, Enter) worded by `keys`.
    public init(title: String, keys: [KeyHelp], scenes: [TerminalScene]) {
        self.title = title
        self.keys = keys
        self.scenes = scenes
    }

    public var position: String? { list.position(of: scenes.count) }

    /// The entries' names, each after its number.
    public func draw(in body: inout ScreenBuffer) {
        list.draw(count: scenes.count, in: &body, row: 1, height: body.height - 1) { index, buffer, row in
            let number = index < 9 ? "\(index + 1)" : " "
            buffer.write(number, row: row, column: 2, style: .dim)
            buffer.write(scenes[index].name, row: row, column: 4, maxWidth: buffer.width - 6)
        }
    }

    /// The list's keys move the selection; Enter opens the selected entry, a number key the entry of that number.
    public func handle(_ key: Key) -> TerminalNavigation {
        if list.handle(key, count: scenes.count) { return .handled }
        if case .character(let character) = key, let number = character.wholeNumberValue, number >= 1,
            number <= min(9, scenes.count)
        {
            list.select(number - 1, count: scenes.count)
            return .openScene(number - 1)
        }
        // A click here is on the selected row (the list took any other).
        guard key == .enter || key.isClick, let selection = list.selection else { return .ignored }
        return .openScene(selection)
    }
}
