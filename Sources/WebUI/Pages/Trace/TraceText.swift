import PresentationLayer

/// The words of "How this page was made", in `Trace.xcstrings`.
enum TraceText: String, LocalizedKey {
    case footerLink = "trace.footerLink"
    case title = "trace.title"
    case intro = "trace.intro"
    case caption = "trace.caption"
    case step = "trace.step"
    case ring = "trace.ring"
    case type = "trace.type"
    case start = "trace.start"
    case duration = "trace.duration"
    case cache = "trace.cache"
    case upstream = "trace.upstream"
    case failed = "trace.failed"
    case gone = "trace.gone"

    static let catalogue = StringCatalogue.load("Trace", from: .module)
}
