/// An app's first screen: its entries (``TerminalScene``), one a row; Enter opens the selected one's screen, the
/// number keys the entry of that number, and `/` filters the entries by name, as every list of the app does.
@MainActor
public final class SceneListScreen: TerminalScreen {
    /// The title bar's text.
    public let title: String
    /// The entries, in order.
    public let scenes: [TerminalScene]
    private let moveKey: KeyHelp
    private let openKey: KeyHelp
    private let filterKeys: FilterKeys?
    private var list = ListView()
    private var filter = ListFilter()

    /// The list of `scenes` under `title`, its keys worded by `moveKey` (the list's keys), `openKey` (Enter and
    /// the number keys) and `filterKeys` (none: no filter).
    public init(
        title: String, moveKey: KeyHelp, openKey: KeyHelp, filterKeys: FilterKeys? = nil, scenes: [TerminalScene]
    ) {
        self.title = title
        self.moveKey = moveKey
        self.openKey = openKey
        self.filterKeys = filterKeys
        self.scenes = scenes
    }

    public var isEditing: Bool { filter.isEditing }

    public var position: String? { filter.status(position: list.position(of: shown.count)) }

    /// The indices of the entries the filter keeps, all of them while it is empty.
    private var shown: [Int] { filter.indices(of: scenes.map(\.name)) }

    /// The entries the filter keeps, each after its number.
    public func draw(in body: inout ScreenBuffer) {
        let shown = shown
        list.draw(count: shown.count, in: &body, row: 1, height: body.height - 1) { index, buffer, row in
            let number = shown[index] < 9 ? "\(shown[index] + 1)" : " "
            buffer.write(number, row: row, column: 2, style: .dim)
            buffer.write(scenes[shown[index]].name, row: row, column: 4, maxWidth: buffer.width - 6)
        }
    }

    /// The filter's keys while it is open; else the list's keys move the selection, Enter (or a click: the list
    /// took any other row's) opens the selected entry, a number key the entry of that number, and `/` opens the
    /// filter.
    public var keyTable: KeyTable {
        let shown = shown
        let filterBinding = filterKeys.map { words in
            KeyBinding.widget(
                filter.isEditing
                    ? [words.keep, words.clear] : filter.text.isEmpty ? [words.open] : [words.open, words.clear]
            ) { [self] key in
                guard filter.handle(key) else { return false }
                list.select(0, count: self.shown.count)
                return true
            }
        }
        if filter.isEditing, let filterBinding { return KeyTable([filterBinding]) }
        return KeyTable {
            KeyBinding.widget(moveKey) { [self] key in list.handle(key, count: shown.count) }
            KeyBinding(help: [openKey]) { [self] key in
                if case .character(let character) = key, let number = character.wholeNumberValue, number >= 1,
                    number <= min(9, scenes.count)
                {
                    // Back at the list, the selection is on the entry opened, where the filter keeps it.
                    if let row = shown.firstIndex(of: number - 1) { list.select(row, count: shown.count) }
                    return .openScene(number - 1)
                }
                guard key == .enter || key.isClick else { return nil }
                return list.selection.flatMap { shown.indices.contains($0) ? .openScene(shown[$0]) : nil }
            }
            if let filterBinding { filterBinding }
        }
    }
}

/// How a list's filter is offered: `/` to open it, and while it is open Enter to keep it and Esc to clear it (Esc
/// clears a kept one too).
public struct FilterKeys: Sendable {
    public var open: KeyHelp
    public var keep: KeyHelp
    public var clear: KeyHelp

    /// The filter's keys, each as its property says.
    public init(open: KeyHelp, keep: KeyHelp, clear: KeyHelp) {
        self.open = open
        self.keep = keep
        self.clear = clear
    }
}
