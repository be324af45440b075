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
        self.init(kind, type: type, operation, cacheBySource: cacheBySource, operationAddress: 0)
    }

    init(_ kind: TraceStepKind, type: String, _ operation: String, cacheBySource: Bool, operationAddress: UInt) {
        self.kind = kind
        self.type = type
        self.operation = operation
        self.cacheBySource = cacheBySource
        self.operationAddress = operationAddress
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
