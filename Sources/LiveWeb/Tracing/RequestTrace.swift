/// What a traced step is, which names its ring: the route and the render are the web ring's, a view model the
/// presentation ring's, a use case the domain's, a repository and a data source the data ring's, an upstream call
/// the network's.
public enum TraceStepKind: String, Sendable, CaseIterable {
    case route
    case viewModel = "view-model"
    case useCase = "use-case"
    case repository
    case dataSource = "data-source"
    case upstream
    case render

    /// The ring the step runs in.
    public var ring: String {
        switch self {
        case .route, .render: "Web"
        case .viewModel: "Presentation"
        case .useCase: "Domain"
        case .repository, .dataSource: "Data"
        case .upstream: "Networking"
        }
    }
}

/// Whether a step that can answer from a cache did.
public enum TraceCache: String, Sendable {
    case hit
    case miss
}

/// One step a request crossed, finished.
public struct TraceStep: Sendable, Equatable {
    /// The step's number in its trace (the first step started is 1).
    public var id: Int
    /// The step it ran inside, if any.
    public var parentID: Int?
    /// What the step is: its kind, type and call.
    public var name: TraceStepName
    public var kind: TraceStepKind {
        get { name.kind }
        set { name = TraceStepName(newValue, type: type, operation, cacheBySource: name.cacheBySource) }
    }
    /// The type that ran it (`FetchCounterInteractor`), or the route's method and path.
    public var type: String {
        get { name.type }
        set { name = TraceStepName(kind, type: newValue, operation, cacheBySource: name.cacheBySource) }
    }
    /// What was called (`execute`, `freshPage`), empty for a route.
    public var operation: String {
        get { name.operation }
        set { name = TraceStepName(kind, type: type, newValue, cacheBySource: name.cacheBySource) }
    }
    /// When it started, after the request's start.
    public var start: Duration {
        get { .nanoseconds(startNanoseconds) }
        set { startNanoseconds = newValue.nanoseconds }
    }
    public var duration: Duration {
        get { .nanoseconds(durationNanoseconds) }
        set { durationNanoseconds = newValue.nanoseconds }
    }
    public var cache: TraceCache?
    /// An upstream call's host and path, never its query, headers or body (where keys and tokens travel).
    public var upstream: String?
    /// Whether it ended with an error.
    public var failed: Bool
    // Kept as nanoseconds: a `Duration` is made and taken apart with 128-bit arithmetic, on every step.
    var startNanoseconds: Int64
    var durationNanoseconds: Int64

    /// A step of `kind` run by `type`'s `operation`.
    /// - Parameters:
    ///   - id: its number in its trace.
    ///   - parentID: the step it ran inside.
    ///   - kind: the ring it ran in.
    ///   - type: the type that ran it, or the route's method and path.
    ///   - operation: what was called.
    ///   - start: when it started, after the request's start.
    ///   - duration: how long it took.
    ///   - cache: whether a cache answered.
    ///   - upstream: an upstream call's host and path.
    ///   - failed: whether it ended with an error.
    public init(
        id: Int, parentID: Int?, kind: TraceStepKind, type: String, operation: String, start: Duration,
        duration: Duration, cache: TraceCache?, upstream: String?, failed: Bool
    ) {
        self.init(
            id: id, parentID: parentID, name: TraceStepName(kind, type: type, operation),
            startNanoseconds: start.nanoseconds, durationNanoseconds: duration.nanoseconds, cache: cache,
            upstream: upstream, failed: failed)
    }

    init(
        id: Int, parentID: Int?, name: TraceStepName, startNanoseconds: Int64, durationNanoseconds: Int64,
        cache: TraceCache?, upstream: String?, failed: Bool
    ) {
        self.id = id
        self.parentID = parentID
        self.name = name
        self.startNanoseconds = startNanoseconds
        self.durationNanoseconds = durationNanoseconds
        self.cache = cache
        self.upstream = upstream
        self.failed = failed
    }

    /// What the step is called in `Server-Timing` and on the trace page.
    public var title: String {
        var title = operation.isEmpty ? type : "\(type).\(operation)"
        if let upstream { title += " \(upstream)" }
        if let cache { title += " (cache \(cache.rawValue))" }
        return title
    }

    /// What the step keeps in memory, counted for ``TraceStore``'s bound.
    var bytes: Int { Self.bytes(name: name, upstream: upstream) }

    /// What a step named `name` keeps in memory.
    static func bytes(name: TraceStepName, upstream: String?) -> Int {
        name.bytes + (upstream?.utf8.count ?? 0)
    }
}

/// The steps one request crossed, in the order they started.
public struct RequestTrace: Sendable, Equatable {
    /// A random id, the trace page's address (`/trace/<id>`).
    public var id: String
    public var method: String
    /// The request's path, without its query.
    public var path: String
    public var steps: [TraceStep]

    /// What the trace keeps in memory, counted for ``TraceStore``'s bound.
    public var bytes: Int { 128 + id.utf8.count + path.utf8.count + steps.reduce(0) { $0 + $1.bytes } }

    /// The `Server-Timing` header's value: an entry per step, named by its kind, in the order the steps started
    /// (`route;desc="GET /counter";dur=12.3, view-model;desc=…`); browsers' developer tools show it as a timeline.
    public var serverTiming: String { Self.serverTiming(of: steps) }

    /// The `Server-Timing` value of `steps`, written in the order the steps started whatever their order here.
    static func serverTiming(of steps: [TraceStep]) -> String {
        TraceRecorder(id: "", start: 0, steps: steps).serverTiming(path: "").header
    }

    /// `duration` in milliseconds to the microsecond, written as a `Double` writes itself (`1.0`, `12.345`)
    /// without formatting one.
    static func milliseconds(_ duration: Duration) -> String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            var text = HeaderWriter(buffer.baseAddress!)
            text.writeMilliseconds(nanoseconds: duration.nanoseconds)
            return text.count
        }
    }
}

extension Duration {
    /// The duration in whole nanoseconds, within `Int64` (292 years): a step's times, a session's last access.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }
}
