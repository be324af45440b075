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
    public var kind: TraceStepKind
    /// The type that ran it (`FetchCounterInteractor`), or the route's method and path.
    public var type: String
    /// What was called (`execute`, `freshPage`), empty for a route.
    public var operation: String
    /// When it started, after the request's start.
    public var start: Duration
    public var duration: Duration
    public var cache: TraceCache?
    /// An upstream call's host and path, never its query, headers or body (where keys and tokens travel).
    public var upstream: String?
    /// Whether it ended with an error.
    public var failed: Bool

    /// What the step is called in `Server-Timing` and on the trace page.
    public var title: String {
        var title = operation.isEmpty ? type : "\(type).\(operation)"
        if let upstream { title += " \(upstream)" }
        if let cache { title += " (cache \(cache.rawValue))" }
        return title
    }

    /// What the step keeps in memory, counted for ``TraceStore``'s bound.
    var bytes: Int { 96 + type.utf8.count + operation.utf8.count + (upstream?.utf8.count ?? 0) }
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
    /// (`route;dur=12.3;desc="GET /counter", view-model;dur=…`); browsers' developer tools show it as a timeline.
    public var serverTiming: String {
        var header = ""
        header.reserveCapacity(steps.count * 64)
        for step in steps {
            if !header.isEmpty { header += ", " }
            header += step.kind.rawValue
            header += ";dur="
            header += Self.milliseconds(step.duration)
            // The title written piece by piece, as `title` makes it, without making it.
            header += ";desc=\""
            Self.appendQuoted(step.type, to: &header)
            if !step.operation.isEmpty {
                header += "."
                Self.appendQuoted(step.operation, to: &header)
            }
            if let upstream = step.upstream {
                header += " "
                Self.appendQuoted(upstream, to: &header)
            }
            if let cache = step.cache {
                header += " (cache "
                header += cache.rawValue
                header += ")"
            }
            header += "\""
        }
        return header
    }

    /// `duration` in milliseconds to the microsecond, written as a `Double` writes itself (`1.0`, `12.345`)
    /// without formatting one.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(0, seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000)
        var fraction = microseconds % 1000
        var digits = 3
        while digits > 1, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        return "\(microseconds / 1000)." + String(repeating: "0", count: digits - written.count) + written
    }

    /// Appends `text` to `header` as inside a header's quoted string: printable ASCII only, `"` and `\` escaped,
    /// anything else a `?`.
    static func appendQuoted(_ text: String, to header: inout String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E && $0 != 0x22 && $0 != 0x5C }) {
            header += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": header += "\\\(scalar)"
            case " "..."~": header.unicodeScalars.append(scalar)
            default: header += "?"
            }
        }
    }
}
