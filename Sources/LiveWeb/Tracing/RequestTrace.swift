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
        steps.map { step in
            let milliseconds =
                Double(step.duration.components.attoseconds) / 1e15
                + Double(step.duration.components.seconds) * 1000
            let rounded = (milliseconds * 1000).rounded() / 1000
            return "\(step.kind.rawValue);dur=\(rounded);desc=\"\(Self.quoted(step.title))\""
        }
        .joined(separator: ", ")
    }

    /// `text` as a header's quoted string: printable ASCII only, `"` and `\` escaped, anything else a `?`.
    static func quoted(_ text: String) -> String {
        var quoted = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": quoted += "\\\(scalar)"
            case " "..."~": quoted.unicodeScalars.append(scalar)
            default: quoted += "?"
            }
        }
        return quoted
    }
}
