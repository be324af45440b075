import PresentationLayer

/// The Groups scene's web words, in `Groups.xcstrings` (those the terminal ring shows too are `GroupsWords`).
enum GroupsText: String, LocalizedKey {
    case intro = "groups.intro"
    case loading = "groups.loading"
    case empty = "groups.empty"
    case retry = "groups.retry"
    /// The scene's summary on the home page (`SceneLink` reads it; its name is PresentationLayer's).
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Groups", from: .module)
}
