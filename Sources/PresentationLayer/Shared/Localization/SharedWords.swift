/// The words several scenes' screens show in every View ring, in `SharedWords.xcstrings`: the scene list's name,
/// a list's next page on its way, a search or a refresh under way, something named that loads, a place among
/// others.
public enum SharedWords: String, LocalizedKey {
    /// "Scenes": the list of the app's scenes (the web ring's home page, the terminal ring's first screen).
    case scenes = "shared.scenes"
    /// "Loading more…": a list's next page on its way.
    case loadingMore = "shared.loadingMore"
    /// "Searching…".
    case searching = "shared.searching"
    /// "Refreshing…": a list asked for again while it stays shown.
    case refreshing = "shared.refreshing"
    /// "Loading %@…": something named on its way (a Pokémon, a station).
    case loadingNamed = "shared.loadingNamed"
    /// "%1$@ of %2$@": a place among others (a row among the rows, a value on its scale).
    case outOf = "shared.outOf"

    public static let catalogue = StringCatalogue.load("SharedWords", from: .module)
}
