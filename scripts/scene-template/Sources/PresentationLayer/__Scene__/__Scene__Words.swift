/// The __Title__ scene's words both View rings show, in `__Scene__Words.xcstrings`: its name, and what its list
/// says while it loads and when it has no items.
public enum __Scene__Words: String, LocalizedKey {
    /// The scene's name (``SceneTitle``).
    case title = "scene.title"
    /// What the list says while its items come.
    case loading = "__scene__.loading"
    /// What the list says when it has no items.
    case empty = "__scene__.empty"

    public static let catalogue = StringCatalogue.load("__Scene__Words", from: .module)
}
