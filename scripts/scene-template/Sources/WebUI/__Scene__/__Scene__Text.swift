import PresentationLayer

/// The __Title__ scene's words, in `__Scene__.xcstrings`.
enum __Scene__Text: String, LocalizedKey {
    case title = "__scene__.title"
    case intro = "__scene__.intro"
    case loading = "__scene__.loading"
    case empty = "__scene__.empty"
    case retry = "__scene__.retry"
    /// The scene on the home page (`SceneLink` reads these two).
    case sceneTitle = "scene.title"
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("__Scene__", from: .module)
}
