import Synchronization

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
    /// Whether the name lives as long as the process (a ``TracedType``'s, ``permanent(_:type:_:cacheBySource:)``),
    /// so that a step refers to it without counting a reference: every request on every thread takes these names,
    /// and a count they all change is a memory line the processor cores pass back and forth.
    let isPermanent: Bool
    /// The start of a step's `Server-Timing` entry, `kind;desc="Type.operation`: its name and its description,
    /// quoted, without the quote that closes it (an upstream and a cache are written inside it).
    let headerEntry: [UInt8]
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
        self.init(kind, type: type, operation, cacheBySource: cacheBySource, isPermanent: false)
    }

    private init(_ kind: TraceStepKind, type: String, _ operation: String, cacheBySource: Bool, isPermanent: Bool) {
        self.kind = kind
        self.type = type
        self.operation = operation
        self.cacheBySource = cacheBySource
        self.isPermanent = isPermanent
        bytes = 96 + type.utf8.count + operation.utf8.count
        let capacity = 32 + 2 * (type.utf8.count + operation.utf8.count)
        headerEntry = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var header = HeaderWriter(buffer.baseAddress!)
            header.write(kind.headerName)
            header.write(";desc=\"")
            header.writeQuoted(type)
            if !operation.isEmpty {
                header.write(UInt8(ascii: "."))
                header.writeQuoted(operation)
            }
            count = header.count
        }
    }

    /// The name of `type`'s step calling `operation`, made once for the process and kept: one per step in the code.
    static func permanent(
        _ kind: TraceStepKind, type: String, _ operation: String, cacheBySource: Bool
    ) -> Unmanaged<TraceStepName> {
        let key = PermanentKey(kind: kind, type: type, operation: operation, cacheBySource: cacheBySource)
        return permanentNames.withLock { names in
            if let name = names[key] { return .passUnretained(name) }
            let name = TraceStepName(kind, type: type, operation, cacheBySource: cacheBySource, isPermanent: true)
            names[key] = name
            return .passUnretained(name)
        }
    }

    private struct PermanentKey: Hashable {
        let kind: TraceStepKind
        let type: String
        let operation: String
        let cacheBySource: Bool
    }

    /// Every permanent name, by what it names; never emptied, as steps refer to them uncounted.
    private static let permanentNames = Mutex<[PermanentKey: TraceStepName]>([:])

    public static func == (left: TraceStepName, right: TraceStepName) -> Bool {
        left.kind == right.kind && left.type == right.type && left.operation == right.operation
            && left.cacheBySource == right.cacheBySource
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
