import Synchronization

/// The memory the open windows of every session keep, in bytes, so the oldest without a live stream can be
/// closed when they keep more than the budget (``SessionLimits/maximumWindowBytes``).
///
/// Only windows a session lists count: a window is counted from the moment its session keeps it until it closes
/// (a window not kept, ``Window/isKept``, counts nowhere), so the total is the sum over the listed windows.
///
/// What a window keeps is counted as the bytes of the page it rendered plus the live updates sent to it
/// since: its view models hold what its page shows, so this follows the rows, texts and images they keep.
/// Pages are rendered off the main actor, so the count is atomic; closing the oldest windows happens on the
/// main actor, at the next request.
public final class WindowMemory: Sendable {
    /// The budget for all windows together.
    public let budget: Int
    private let total = Atomic<Int>(0)

    /// A count of no bytes yet, against `budget`.
    public init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// The bytes all open windows keep.
    public var bytes: Int { total.load(ordering: .relaxed) }

    /// Whether the windows keep more than the budget.
    public var isOverBudget: Bool { bytes > budget }

    /// Adds `bytes` (negative when a window gives them back).
    public func add(_ bytes: Int) {
        total.add(bytes, ordering: .relaxed)
    }
}

/// What one window keeps, in bytes, counted into its ``WindowMemory``; nothing is counted once it is closed.
public final class WindowBytes: Sendable {
    private let memory: WindowMemory?
    /// The bytes counted, or `closed` once the window closed.
    private let count = Atomic<Int>(0)
    private static let closed = -1

    /// A window's count, added to `memory` as it changes; `nil` for a window that is not kept.
    public init(memory: WindowMemory?) {
        self.memory = memory
    }

    /// The bytes the window keeps.
    public var value: Int { max(0, count.load(ordering: .relaxed)) }

    /// Counts the bytes of the page the window rendered, in place of what was counted (the page shows the
    /// whole state), unless the window has closed.
    public func rendered(_ bytes: Int) {
        update { _ in bytes }
    }

    /// Counts `bytes` more (an update sent to the page), unless the window has closed.
    public func add(_ bytes: Int) {
        update { $0 + bytes }
    }

    private func update(_ next: (Int) -> Int) {
        var current = count.load(ordering: .relaxed)
        while current != Self.closed {
            let desired = next(current)
            let (exchanged, original) = count.compareExchange(
                expected: current, desired: desired, ordering: .relaxed)
            if exchanged {
                memory?.add(desired - current)
                return
            }
            current = original
        }
    }

    /// Stops counting and gives the window's bytes back to the budget.
    public func close() {
        let counted = count.exchange(Self.closed, ordering: .relaxed)
        if counted > 0 {
            memory?.add(-counted)
        }
    }
}
