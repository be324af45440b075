/// Tells every open subscriber of the app that its user data changed (a bookmark, the chosen station), so a
/// change made in one window shows in the others without a reload (their live regions send it). User data is
/// shared by every window of every session, so one broadcaster serves a whole scene.
///
/// Subscribers are held weakly: a closed window's scene is freed as before, and its entry is dropped on the next
/// change or subscription.
@MainActor
public final class UserDataChanges<Change: Sendable> {
    private struct Subscriber {
        weak var owner: AnyObject?
        let receive: @MainActor (Change) -> Void
    }

    private var subscribers: [Subscriber] = []
    /// How many subscribers were alive when the list was last pruned: the list is pruned again when it has
    /// grown to twice that, so subscribing costs O(1) amortized however many windows come and go.
    private var livingAtLastPrune = 0

    private let didSubscribe: (@MainActor @Sendable (UserDataChanges) -> Void)?

    /// Creates a broadcaster without subscribers, which calls `didSubscribe` with itself after every
    /// subscription: where a source of changes made outside the app (another process sharing its data) starts
    /// listening, so it listens only while someone is subscribed (`openSubscriberCount`).
    public nonisolated init(didSubscribe: (@MainActor @Sendable (UserDataChanges) -> Void)? = nil) {
        self.didSubscribe = didSubscribe
    }

    /// How many subscribers are still open (their owner not freed).
    public var openSubscriberCount: Int { subscribers.count { $0.owner != nil } }

    /// Calls `handler` with `owner` and every change sent while `owner` lives, but the changes `owner` sends;
    /// `owner` is held weakly (so `handler` must not hold it).
    public func subscribe<Owner: AnyObject>(
        _ owner: Owner, handler: @escaping @MainActor (Owner, Change) -> Void
    ) {
        if subscribers.count >= max(2 * livingAtLastPrune, 64) {
            prune()
        }
        subscribers.append(
            Subscriber(owner: owner) { [weak owner] change in
                guard let owner else { return }
                handler(owner, change)
            })
        didSubscribe?(self)
    }

    /// `change` was made (and saved) by `source`: every other open subscriber receives it, in the order they
    /// subscribed. `source` is nil for a change no subscriber made.
    public func send(_ change: Change, from source: AnyObject?) {
        prune()
        for subscriber in subscribers {
            guard let owner = subscriber.owner, owner !== source else { continue }
            subscriber.receive(change)
        }
    }

    private func prune() {
        subscribers.removeAll { $0.owner == nil }
        livingAtLastPrune = subscribers.count
    }
}
