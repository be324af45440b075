import Observation

#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

/// A minimal `@Observable` view model for tests of the web ring's live updates.
@MainActor
@Observable
public final class CounterViewModel {
    /// The counter screen's state.
    public struct State: Equatable, Sendable {
        /// How many times increment was tapped.
        public var count: Int

        /// Creates a state.
        public init(count: Int) {
            self.count = count
        }
    }

    /// The screen's one state value.
    public private(set) var state: State

    /// Creates a view model showing `count`.
    public init(count: Int = 0) {
        state = State(count: count)
    }

    /// The user tapped increment.
    public func didTapIncrement() {
        state.count += 1
    }
}

/// The `ObservableObject` twin of `CounterViewModel` (the Combine binding of the Groups scene).
@MainActor
public final class PublishedCounterViewModel: ObservableObject {
    /// The screen's one state value.
    @Published public private(set) var state: CounterViewModel.State

    /// Creates a view model showing `count`.
    public init(count: Int = 0) {
        state = CounterViewModel.State(count: count)
    }

    /// The user tapped increment.
    public func didTapIncrement() {
        state.count += 1
    }
}
