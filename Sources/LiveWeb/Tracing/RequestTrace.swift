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

/// What a step is, as the code names it: its kind, the type that runs it and what is called, made once where
/// the step is (``TracedType`` keeps its steps' names), so that a step carries one reference and its
/// `Server-Timing` text is written once.
public final class TraceStepName: Sendable, Equatable {
    public let kind: TraceStepKind
    /// The type that runs the step (`FetchCounterInteractor`), or the route's method and path.
    public let type: String
    /// What is called (`execute`, `freshPage`), empty for a route.
    public let operation: String
    /// Whether the step is a cache's, a miss when a data source or an upstream call ran inside it.
    public let cacheBySource: Bool
    /// The address of the literal naming the operation, which tells a ``TracedType``'s steps apart.
    let operationAddress: UInt
    /// `desc="Type.operation` as `Server-Timing` writes it, quoted, without the quote that closes it.
    let headerDescription: [UInt8]
    /// What a step of this name keeps in memory but its upstream (``TraceStep/bytes``).
    let bytes: Int

    /// The name of a step of `type` calling `operation`.
    /// - Parameters:
    ///   - kind: the ring the step is in.
    ///   - type: the type that runs the step, or a route's method and path.
    ///   - operation: what is called; empty for a route.
    ///   - cacheBySource: the step is a cache's, a miss when a data source or an upstream call ran inside it.
    public convenience init(_ kind: TraceStepKind, type: String, _ operation: String = "", cacheBySource: Bool = false)
    {
        self.init(kind, type: type, operation, cacheBySource: cacheBySource, operationAddress: 0)
    }

    init(_ kind: TraceStepKind, type: String, _ operation: String, cacheBySource: Bool, operationAddress: UInt) {
        self.kind = kind
        self.type = type
        self.operation = operation
        self.cacheBySource = cacheBySource
        self.operationAddress = operationAddress
        bytes = 96 + type.utf8.count + operation.utf8.count
        let capacity = 8 + 2 * (type.utf8.count + operation.utf8.count)
        headerDescription = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var header = HeaderWriter(buffer.baseAddress!)
            header.write("desc=\"")
            header.writeQuoted(type)
            if !operation.isEmpty {
                header.write(UInt8(ascii: "."))
                header.writeQuoted(operation)
            }
            count = header.count
        }
    }

    public static func == (left: TraceStepName, right: TraceStepName) -> Bool {
        left.kind == right.kind && left.type == right.type && left.operation == right.operation
            && left.cacheBySource == right.cacheBySource
    }
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
    /// (`route;dur=12.3;desc="GET /counter", view-model;dur=…`); browsers' developer tools show it as a timeline.
    public var serverTiming: String { String(decoding: Self.serverTiming(of: steps), as: UTF8.self) }

    /// The `Server-Timing` bytes of `steps`, written in the order the steps started whatever their order here.
    // Every page sends one: it is written into one buffer of its largest size, each piece copied as it lies in
    // memory and numbers digit by digit.
    static func serverTiming(of steps: [TraceStep]) -> [UInt8] {
        var capacity = 0
        for step in steps {
            // What an entry adds to its texts is under 64 bytes; escaping at most doubles a text.
            capacity += 64 + step.name.headerDescription.count + 2 * (step.upstream?.utf8.count ?? 0)
        }
        guard capacity > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var header = HeaderWriter(buffer.baseAddress!)
            steps.forEachInStartOrder { step in
                if header.count > 0 { header.write(", ") }
                header.write(step.kind.headerName)
                header.write(";dur=")
                header.writeMilliseconds(nanoseconds: step.durationNanoseconds)
                // The title written as `title` makes it, without making it: the name's part was written once.
                header.write(UInt8(ascii: ";"))
                header.write(step.name.headerDescription)
                if let upstream = step.upstream {
                    header.write(UInt8(ascii: " "))
                    header.writeQuoted(upstream)
                }
                switch step.cache {
                case .hit?: header.write(" (cache hit)")
                case .miss?: header.write(" (cache miss)")
                case nil: break
                }
                header.write(UInt8(ascii: "\""))
            }
            count = header.count
        }
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

/// Writes a header's bytes into memory that has room for them.
struct HeaderWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        end = start
    }

    /// How many bytes were written.
    var count: Int { end - start }

    mutating func write(_ byte: UInt8) {
        end.initialize(to: byte)
        end += 1
    }

    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            guard let start = bytes.baseAddress else { return }
            end.initialize(from: start, count: bytes.count)
            end += bytes.count
        }
    }

    mutating func write(_ text: StaticString) {
        end.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        end += text.utf8CodeUnitCount
    }

    /// Writes `text` as inside a header's quoted string: printable ASCII, `"` and `\` escaped, any other
    /// character a `?`.
    mutating func writeQuoted(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            // Names of types and calls need no change: checked, then copied at once.
            if let start = bytes.baseAddress, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E && $0 != 0x22 && $0 != 0x5C })
            {
                end.initialize(from: start, count: bytes.count)
                end += bytes.count
                return
            }
            for byte in bytes {
                if byte == 0x22 || byte == 0x5C {
                    write(UInt8(ascii: "\\"))
                    write(byte)
                } else if byte >= 0x20 && byte <= 0x7E {
                    write(byte)
                } else if byte < 0x80 || byte >= 0xC0 {
                    // A character of several bytes is one `?`, written for its first byte.
                    write(UInt8(ascii: "?"))
                }
            }
        }
    }

    /// Writes `nanoseconds` in milliseconds to the microsecond, as a `Double` writes itself (`1.0`, `12.345`).
    mutating func writeMilliseconds(nanoseconds: Int64) {
        let microseconds = max(0, (nanoseconds + 500) / 1000)
        writeDigits(of: microseconds / 1000)
        write(UInt8(ascii: "."))
        let fraction = Int(microseconds % 1000)
        write(UInt8(ascii: "0") + UInt8(fraction / 100))
        // The decimals after the first, without the zeros that end them.
        if fraction % 100 != 0 {
            write(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
            if fraction % 10 != 0 { write(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// Writes `value`'s decimal digits, `value` being zero or more.
    private mutating func writeDigits(of value: Int64) {
        guard value >= 10 else { return write(UInt8(ascii: "0") + UInt8(value)) }
        writeDigits(of: value / 10)
        write(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

extension TraceStepKind {
    /// The kind's name in `Server-Timing`, its raw value as a static string.
    var headerName: StaticString {
        switch self {
        case .route: "route"
        case .viewModel: "view-model"
        case .useCase: "use-case"
        case .repository: "repository"
        case .dataSource: "data-source"
        case .upstream: "upstream"
        case .render: "render"
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

extension [UInt8] {
    /// Appends a static string's bytes.
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}

extension [TraceStep] {
    /// Calls `body` with each step in the order the steps started (by id), without sorting a copy: a recorder
    /// keeps its steps in the order they ended.
    func forEachInStartOrder(_ body: (borrowing TraceStep) -> Void) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
            for position in indices {
                var slot = position
                while slot > 0, self[order[slot - 1]].id > self[position].id {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = position
            }
            for position in order {
                body(self[position])
            }
        }
    }
}
