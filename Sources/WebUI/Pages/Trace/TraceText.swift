import PresentationLayer

/// The web ring's own words of "How this page was made", in `Trace.xcstrings`; a step's words are both rings'
/// (`TraceWords`).
enum TraceText: String, LocalizedKey {
    case footerLink = "trace.footerLink"
    case title = "trace.title"
    case intro = "trace.intro"
    case caption = "trace.caption"
    case gone = "trace.gone"

    static let catalogue = StringCatalogue.load("Trace", from: .module)
}
