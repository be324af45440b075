import PresentationLayer

/// The __Title__ scene's web words, in `__Scene__.xcstrings` (those the terminal ring shows too are
/// `__Scene__Words`).
enum __Scene__Text: String, LocalizedKey {
    case intro = "__scene__.intro"
    case retry = "__scene__.retry"
    /// The scene's summary on the home page (`SceneLink` reads it; its name is PresentationLayer's).
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("__Scene__", from: .module)
}
