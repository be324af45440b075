import DataLayer
import PresentationLayer

/// Tells a scene's open screens what another `strata` process sharing the data directory changed in
/// `strata.sqlite`, as if a window of this app had: when the watcher sees a commit made elsewhere, `read` reads
/// the scene's user data again, and a value unlike the one read before is sent to every subscriber
/// (`source: nil`), so a commit to other data (another scene's) reloads nothing.
///
/// It listens from a subscription on, and stops at the first look that finds no subscriber open, so an app
/// with no screen of the scene open does not poll.
@MainActor
final class OtherProcessChanges<Change: Equatable & Sendable> {
    private let commits: SQLiteCommitWatcher
    private let read: @MainActor @Sendable () async -> Change?
    private weak var changes: UserDataChanges<Change>?
    private var listening: Task<Void, Never>?
    /// What `read` answered last, which a commit elsewhere is compared with.
    private var lastRead: Change?

    /// A relay of the commits `commits` sees, read by `read` (nil when nothing can be read).
    nonisolated init(commits: SQLiteCommitWatcher, read: @escaping @MainActor @Sendable () async -> Change?) {
        self.commits = commits
        self.read = read
    }

    /// Whether it listens (and so the watcher looks).
    var isListening: Bool { listening != nil }

    /// Returns once it no longer listens.
    func listeningEnded() async {
        await listening?.value
    }

    /// A broadcaster whose subscribers this relay tells; it keeps the relay as long as it lives.
    nonisolated func makeChanges() -> UserDataChanges<Change> {
        UserDataChanges { [self] changes in listen(to: changes) }
    }

    /// Starts listening for `changes`' subscribers, unless it listens already.
    private func listen(to changes: UserDataChanges<Change>) {
        self.changes = changes
        guard listening == nil else { return }
        let stream = commits.commits { @MainActor [weak changes] in (changes?.openSubscriberCount ?? 0) > 0 }
        // Immediate, so the value compared with is read before the subscriber reads its own.
        listening = Task.immediate { [weak self] in
            guard let first = self?.read else { return }
            self?.lastRead = await first()
            for await _ in stream {
                guard let self else { return }
                await relayChange()
            }
            self?.didStopListening()
        }
    }

    private func relayChange() async {
        guard let value = await read(), value != lastRead else { return }
        lastRead = value
        changes?.send(value, from: nil)
    }

    private func didStopListening() {
        listening = nil
        lastRead = nil
        // A subscriber that came while the last look found none.
        if let changes, changes.openSubscriberCount > 0 {
            listen(to: changes)
        }
    }
}
