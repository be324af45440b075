import Synchronization

/// A type whose calls are traced (`CachedMoviesRepository`), named once, with the names of its steps made as
/// they are first taken and kept, so that a step carries one reference and its `Server-Timing` text is written
/// once.
public final class TracedType: Sendable {
    /// The type's name.
    public let name: String
    /// The names of this type's steps made so far, read without a lock, as every step reads them: a list is not
    /// changed once it is here, and a name is added by putting a longer list in its place.
    private let stepNames = Atomic<Unmanaged<StepNames>?>(nil)
    /// Every list that has been in `stepNames`, kept while the type is (a step may still be reading an older
    /// one); and the lock under which a name is added.
    private let lists = Mutex<[StepNames]>([])

    /// A type called `name`.
    /// - Parameter name: the type's name, as code names it.
    public init(_ name: String) {
        self.name = name
    }

    /// The type of `value`.
    /// - Parameter value: a value of the traced type.
    public convenience init(of value: Any) {
        self.init(RequestTracing.name(of: Swift.type(of: value)))
    }

    /// The name of this type's step calling `operation`.
    @usableFromInline
    func stepName(_ kind: TraceStepKind, _ operation: StaticString, cacheBySource: Bool) -> TraceStepName {
        // A call's name is a literal: its address tells it from the others.
        let address = UInt(bitPattern: operation.utf8Start)
        if let known = stepNames.load(ordering: .acquiring)?._withUnsafeGuaranteedRef({
            $0.first(address: address, kind: kind, cacheBySource: cacheBySource)
        }) {
            return known
        }
        return lists.withLock { lists in
            let names = lists.last?.names ?? []
            if let known = lists.last?.first(address: address, kind: kind, cacheBySource: cacheBySource) {
                return known
            }
            let name = TraceStepName(
                kind, type: self.name, operation.description, cacheBySource: cacheBySource, operationAddress: address)
            let list = StepNames(names + [name])
            lists.append(list)
            stepNames.store(.passUnretained(list), ordering: .releasing)
            return name
        }
    }

    /// A list of a type's step names, never changed once made.
    private final class StepNames: Sendable {
        let names: [TraceStepName]
        /// Each name's call and kind, in the names' order: plain values, compared without touching the names.
        private let keys: [Key]

        private struct Key: Equatable {
            let address: UInt
            let kind: TraceStepKind
            let cacheBySource: Bool
        }

        init(_ names: [TraceStepName]) {
            self.names = names
            keys = names.map { Key(address: $0.operationAddress, kind: $0.kind, cacheBySource: $0.cacheBySource) }
        }

        func first(address: UInt, kind: TraceStepKind, cacheBySource: Bool) -> TraceStepName? {
            let key = Key(address: address, kind: kind, cacheBySource: cacheBySource)
            return keys.firstIndex(of: key).map { names[$0] }
        }
    }
}
