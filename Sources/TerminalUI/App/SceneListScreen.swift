import PresentationLayer

/// The home screen: the scenes, one a row; Enter opens the selected one's first screen.
@MainActor
final class SceneListScreen: TerminalScreen {
    let title: String
    let keys: [KeyHelp]
    private let scenes: [TerminalScene]
    private var list = ListView()

    /// The list of `scenes`, its title and keys worded in `strings`' language.
    init(scenes: [TerminalScene], strings: Strings) {
        self.scenes = scenes
        title = strings[TerminalText.scenes]
        keys = [KeyHelp("↑↓", .move, strings), KeyHelp("Enter", .open, strings)]
    }

    func draw(in body: inout ScreenBuffer) {
        list.draw(count: scenes.count, in: &body, row: 1, height: body.height - 1) { index, buffer, row in
            buffer.write(scenes[index].name, row: row, column: 2, maxWidth: buffer.width - 4)
        }
    }

    func handle(_ key: Key) -> TerminalNavigation {
        if list.handle(key, count: scenes.count) { return .handled }
        guard key == .enter, let selection = list.selection else { return .ignored }
        return .push(scenes[selection].makeScreen())
    }
}
