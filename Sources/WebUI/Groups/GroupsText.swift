import PresentationLayer

/// The Groups scene's words, in `Groups.xcstrings`.
enum GroupsText: String, LocalizedKey {
    case title = "groups.title"

    static let catalogue = StringCatalogue.load("Groups", from: .module)
}
