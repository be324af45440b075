import DomainLayer

/// Tells every open users flow of the app that a bookmark changed, so a star set in one window shows in the
/// others' lists and bookmarks without a reload (their live regions send the change). The bookmarks are the
/// app's user data, shared by every window of every session, so one instance serves the whole scene.
///
/// Flows are held weakly: a closed window's flow is freed as before, and its entry is dropped on the next
/// change or subscription.
@MainActor
public final class UsersBookmarkChanges {
    private struct Subscriber {
        weak var flow: UsersFlowCoordinator?
    }

    private var subscribers: [Subscriber] = []
    /// How many subscribers were alive when the list was last pruned: the list is pruned again when it has
    /// grown to twice that, so subscribing costs O(1) amortized however many windows come and go.
    private var livingAtLastPrune = 0

    /// Creates a broadcaster without subscribers.
    public nonisolated init() {}

    /// How many flows are subscribed and still open.
    public var openFlowCount: Int { subscribers.count { $0.flow != nil } }

    func subscribe(_ flow: UsersFlowCoordinator) {
        if subscribers.count >= max(2 * livingAtLastPrune, 64) {
            prune()
        }
        subscribers.append(Subscriber(flow: flow))
    }

    /// `user`'s bookmark is now `isBookmarked`, as `source` saved it: every other open flow shows it.
    func send(_ user: GitHubUser, isBookmarked: Bool, from source: UsersFlowCoordinator) {
        prune()
        for subscriber in subscribers {
            guard let flow = subscriber.flow, flow !== source else { continue }
            flow.didChangeBookmarkElsewhere(isBookmarked, for: user)
        }
    }

    private func prune() {
        subscribers.removeAll { $0.flow == nil }
        livingAtLastPrune = subscribers.count
    }
}
