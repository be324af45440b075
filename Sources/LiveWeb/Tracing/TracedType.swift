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

    /// The name of this type's step calling `operation`, permanent (``TraceStepName/isPermanent``).
    @usableFromInline
    func stepName(_ kind: TraceStepKind, _ operation: StaticString, cacheBySource: Bool) -> Unmanaged<TraceStepName> {
        // A call's name is a literal: its address tells it from the others.
        let key = StepNames.Key(
            address: UInt(bitPattern: operation.utf8Start), kind: kind, cacheBySource: cacheBySource)
        if let known = stepNames.load(ordering: .acquiring)?._withUnsafeGuaranteedRef({ $0.first(key) }) {
            return known
        }
        return lists.withLock { lists in
            if let known = lists.last?.first(key) { return known }
            let name = TraceStepName.permanent(
                kind, type: self.name, operation.description, cacheBySource: cacheBySource)
            let list = StepNames(keys: (lists.last?.keys ?? []) + [key], names: (lists.last?.names ?? []) + [name])
            lists.append(list)
            stepNames.store(.passUnretained(list), ordering: .releasing)
            return name
        }
    }

    /// A list of a type's step names, never changed once made.
    private final class StepNames: Sendable {
        /// Each name's call and kind, in the names' order: plain values, compared without touching the names.
        let keys: [Key]
        let names: [Unmanaged<TraceStepName>]

        struct Key: Equatable {
            let address: UInt
            let kind: TraceStepKind
            let cacheBySource: Bool
        }

        init(keys: [Key], names: [Unmanaged<TraceStepName>]) {
            self.keys = keys
            self.names = names
        }

        func first(_ key: Key) -> Unmanaged<TraceStepName>? {
            keys.firstIndex(of: key).map { names[$0] }
        }
    }
}
