import DomainLayer
import Observation

/// One user's profile, by login, so a details address opens in any session; a user of a list shows its row
/// (avatar and login) while the profile comes, and keeps it if the profile fails.
@MainActor
@Observable
public final class GitHubUserDetailsViewModel: Settleable {
    /// The details screen's one state.
    public enum State: Hashable, Sendable {
        case idle
        /// The profile of `login` is on its way; `preview` is what the list knew of the user, if it came from
        /// there.
        case loading(login: String, preview: GitHubUserDetailsContent?)
        case loaded(GitHubUserDetailsContent)
        /// No user is called `login`.
        case notFound(login: String)
        /// Loading `login` failed; `preview` stays shown and the user can retry.
        case failed(ErrorMessage, login: String, preview: GitHubUserDetailsContent?)

        /// What is shown of the user: the profile, or else the list's row.
        public var content: GitHubUserDetailsContent? {
            switch self {
            case .idle, .notFound: nil
            case .loaded(let content): content
            case .loading(_, let preview), .failed(_, _, let preview): preview
            }
        }
    }

    /// The screen's state.
    public private(set) var state: State = .idle

    @ObservationIgnored private let fetchDetails: any FetchGitHubUserDetailsUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    public init(fetchDetails: any FetchGitHubUserDetailsUseCase) {
        self.fetchDetails = fetchDetails
    }

    /// The user opened the profile of `login`; `row` is the list's user, shown while the profile comes. A
    /// profile on its way for the same login is kept.
    public func didOpen(login: String, from row: GitHubUser? = nil) {
        if case .loading(login, _) = state { return }
        load(login: login, preview: row.map(GitHubUserDetailsContent.init))
    }

    /// The user asked to try again after a failure; the row stays shown meanwhile.
    public func didTapRetry() {
        guard case .failed(_, let login, let preview) = state else { return }
        load(login: login, preview: preview)
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    private func load(login: String, preview: GitHubUserDetailsContent?) {
        requests.start(showing: .loading(login: login, preview: preview)) { [fetchDetails] deliver in
            do {
                let details = try await fetchDetails.execute(login: login)
                deliver { $0.state = .loaded(GitHubUserDetailsContent(details)) }
            } catch DomainError.notFound {
                deliver { $0.state = .notFound(login: login) }
            }
        } failed: { viewModel, message in
            viewModel.state = .failed(message, login: login, preview: preview)
        }
    }
}
