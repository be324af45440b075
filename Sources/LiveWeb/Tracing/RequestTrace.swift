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
        // Written as bytes into one buffer, numbers digit by digit, and made a string once.
        var header: [UInt8] = []
        header.reserveCapacity(steps.reduce(0) { $0 + 48 + $1.type.utf8.count + $1.operation.utf8.count })
        for step in steps {
            if !header.isEmpty { header.append(contentsOf: ", ".utf8) }
            header.append(contentsOf: step.kind.rawValue.utf8)
            header.append(contentsOf: ";dur=".utf8)
            Self.appendMilliseconds(step.duration, to: &header)
            // The title written piece by piece, as `title` makes it, without making it.
            header.append(contentsOf: ";desc=\"".utf8)
            Self.appendQuoted(step.type, to: &header)
            if !step.operation.isEmpty {
                header.append(UInt8(ascii: "."))
                Self.appendQuoted(step.operation, to: &header)
            }
            if let upstream = step.upstream {
                header.append(UInt8(ascii: " "))
                Self.appendQuoted(upstream, to: &header)
            }
            if let cache = step.cache {
                header.append(contentsOf: " (cache ".utf8)
                header.append(contentsOf: cache.rawValue.utf8)
                header.append(UInt8(ascii: ")"))
            }
            header.append(UInt8(ascii: "\""))
        }
        return String(decoding: header, as: UTF8.self)
    }

    /// `duration` in milliseconds to the microsecond, written as a `Double` writes itself (`1.0`, `12.345`)
    /// without formatting one.
    static func milliseconds(_ duration: Duration) -> String {
        var text: [UInt8] = []
        appendMilliseconds(duration, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `duration` as ``milliseconds(_:)`` writes it.
    static func appendMilliseconds(_ duration: Duration, to text: inout [UInt8]) {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(0, seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000)
        appendDigits(of: microseconds / 1000, to: &text)
        text.append(UInt8(ascii: "."))
        // The three decimals, without the zeros that end them but the first.
        var fraction = microseconds % 1000
        var digits = 3
        while digits > 1, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var divisor: Int64 = digits == 3 ? 100 : digits == 2 ? 10 : 1
        while divisor > 0 {
            text.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends `value`'s decimal digits, `value` being zero or more.
    private static func appendDigits(of value: Int64, to text: inout [UInt8]) {
        var divisor: Int64 = 1
        while divisor <= value / 10 {
            divisor *= 10
        }
        while divisor > 0 {
            text.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends `text` to `header` as inside a header's quoted string: printable ASCII only, `"` and `\` escaped,
    /// anything else a `?`.
    static func appendQuoted(_ text: String, to header: inout [UInt8]) {
        // Most text needs no change: its bytes are checked and copied as they lie in memory.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E || byte == 0x22 || byte == 0x5C {
                return false
            }
            header.append(contentsOf: bytes)
            return true
        }
        if copied == true { return }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                header.append(UInt8(ascii: "\\"))
                header.append(UInt8(scalar.value))
            case " "..."~": header.append(UInt8(scalar.value))
            default: header.append(UInt8(ascii: "?"))
            }
        }
    }
}
