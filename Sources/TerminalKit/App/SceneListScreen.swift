/// An app's first screen: its entries (``TerminalScene``), one a row; Enter opens the selected one's screen, and
/// the number keys the entry of that number.
@MainActor
public final class SceneListScreen: TerminalScreen {
    /// The title bar's text.
    public let title: String
    /// The entries, in order.
    public let scenes: [TerminalScene]
    private let moveKey: KeyHelp
    private let openKey: KeyHelp
    private var list = ListView()

    /// The list of `scenes` under `title`, its keys worded by `moveKey` (the list's keys) and `openKey` (Enter and
    /// the number keys).
    public init(title: String, moveKey: KeyHelp, openKey: KeyHelp, scenes: [TerminalScene]) {
        self.title = title
        self.moveKey = moveKey
        self.openKey = openKey
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

    /// The list's keys move the selection; Enter (or a click: the list took any other row's) opens the selected
    /// entry, a number key the entry of that number.
    public var keyTable: KeyTable {
        KeyTable {
            KeyBinding.widget(moveKey) { [self] key in list.handle(key, count: scenes.count) }
            KeyBinding(help: [openKey]) { [self] key in
                if case .character(let character) = key, let number = character.wholeNumberValue, number >= 1,
                    number <= min(9, scenes.count)
                {
                    list.select(number - 1, count: scenes.count)
                    return .openScene(number - 1)
                }
                guard key == .enter || key.isClick else { return nil }
                return list.selection.map { .openScene($0) }
            }
        }
    }
}
