import PresentationLayer

/// The words around the documentation's pages, in `Docs.xcstrings`; the articles themselves are in English.
enum DocsText: String, LocalizedKey {
    case title = "docs.title"
    case homeLink = "docs.homeLink"
    case sceneLink = "docs.sceneLink"
    case inEnglish = "docs.inEnglish"
    case contents = "docs.contents"

    static let catalogue = StringCatalogue.load("Docs", from: .module)
}
