import DomainLayer

/// How a users screen runs its bookmark requests: one `LatestRequest` per user, so starring two users at once
/// sets both, while a second request for the same user supersedes the first (a bookmark is set to a wanted
/// state, never toggled, so the latest request alone decides it).
///
/// A bookmark's request owns only the screen's confirmation: its cancellation puts back the confirmation
/// shown before, never the rows a page brought meanwhile.
@MainActor
final class GitHubUserBookmarkRequests<Owner: AnyObject> {
    typealias Confirmation = GitHubUserBookmarkConfirmation?

    private weak var owner: Owner?
    private let confirmation: ReferenceWritableKeyPath<Owner, Confirmation>
    private var requests: [Int: LatestRequest<Owner, Confirmation>] = [:]

    /// Runs the bookmark requests of `owner`, whose confirmation is at `confirmation`.
    init(_ owner: Owner, confirmation: ReferenceWritableKeyPath<Owner, Confirmation>) {
        self.owner = owner
        self.confirmation = confirmation
    }

    /// Starts setting the bookmark of the user `userID`: clears the confirmation shown and runs `work`.
    func start(
        for userID: Int,
        _ work: @escaping @MainActor (_ deliver: LatestRequest<Owner, Confirmation>.Delivery) async throws -> Void,
        failed: @escaping @MainActor (Owner, ErrorMessage) -> Void
    ) {
        guard let owner else { return }
        let request = requests[userID] ?? LatestRequest(owner, state: confirmation)
        requests[userID] = request
        request.start(showing: nil, work, failed: failed)
    }

    /// Whether a bookmark request runs.
    var isRunning: Bool { requests.values.contains(where: \.isRunning) }

    /// Returns once no request for the user `userID` runs (its latest one, if another superseded it), or when
    /// the waiting task is cancelled. Other users' requests and the screen's pages are not waited for.
    func settled(for userID: Int) async {
        await requests[userID]?.settled()
    }

    /// Returns once no bookmark request runs, or when the waiting task is cancelled.
    func settled() async {
        while !Task.isCancelled, let running = requests.values.first(where: \.isRunning) {
            await running.settled()
        }
    }
}
