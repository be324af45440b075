import PresentationLayer

/// The __Title__ screen's own words in the terminal, in `__Scene__Terminal.xcstrings` (those the web ring shows
/// too are `__Scene__Words`).
enum __Scene__TerminalText: String, LocalizedKey {
    /// How many items the list holds, under its rows.
    case count = "__scene__.count"

    static let catalogue = StringCatalogue.load("__Scene__Terminal", from: .module)
}
