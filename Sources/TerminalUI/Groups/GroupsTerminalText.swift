import PresentationLayer

/// The My groups screen's own words in the terminal, in `GroupsTerminal.xcstrings` (those the web ring shows too
/// are `GroupsWords`).
enum GroupsTerminalText: String, LocalizedKey {
    case loading = "groups.loading"
    case empty = "groups.empty"

    static let catalogue = StringCatalogue.load("GroupsTerminal", from: .module)
}
