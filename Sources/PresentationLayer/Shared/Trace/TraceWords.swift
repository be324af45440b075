/// The words of a trace's steps that both View rings show, in `TraceWords.xcstrings`: the web ring's "How this page
/// was made" and the terminal ring's "How this screen was made" word the same step the same way.
public enum TraceWords: String, LocalizedKey {
    /// "Step": what a step is (`route`, `view-model`, `use-case`…).
    case step = "traceWords.step"
    /// "Ring": the ring a step runs in.
    case ring = "traceWords.ring"
    /// "Type and call": `CachedMoviesRepository.freshPage`.
    case call = "traceWords.call"
    /// "Source file": where the step's type is declared.
    case source = "traceWords.source"
    /// "Start": when a step started, after the load's start.
    case start = "traceWords.start"
    /// "Duration": how long a step took.
    case duration = "traceWords.duration"
    /// "Cache": whether a cache answered.
    case cache = "traceWords.cache"
    /// "hit": a cache answered.
    case hit = "traceWords.hit"
    /// "miss": a cache had nothing, and its source was asked.
    case miss = "traceWords.miss"
    /// "failed": a step ended with an error.
    case failed = "traceWords.failed"
    /// "Upstream": an upstream call's host and path.
    case upstream = "traceWords.upstream"

    public static let catalogue = StringCatalogue.load("TraceWords", from: .module)
}
