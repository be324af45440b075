import DomainLayer
import Foundation

#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

/// The My groups screen ("내 그룹 목록"): a row of group cards, loaded when shown. An `ObservableObject` whose
/// one `@Published` state is set on the main actor, as the seed binds its SwiftUI view.
@MainActor
public final class MyGroupListViewModel: ObservableObject, Settleable {
    /// The screen's state. A failure or a reload keeps the cards already shown.
    public enum State: Hashable, Sendable {
        /// Not shown yet.
        case idle
        /// Loading; `previous` are the cards shown meanwhile.
        case loading(previous: [MyGroupItemViewModel])
        /// The user's groups.
        case loaded([MyGroupItemViewModel])
        /// Loading failed, worded per cause; `previous` stay visible.
        case failed(ErrorMessage, previous: [MyGroupItemViewModel])

        /// The cards to show.
        public var items: [MyGroupItemViewModel] {
            switch self {
            case .idle: []
            case .loading(let items), .loaded(let items), .failed(_, let items): items
            }
        }

        /// Whether a load is running.
        public var isLoading: Bool {
            if case .loading = self { true } else { false }
        }
    }

    /// The screen's one state value.
    @Published public private(set) var state: State = .idle

    private let fetchMyGroupList: any FetchMyGroupListUseCase
    private lazy var requests = LatestRequest(self, state: \.state)

    public init(fetchMyGroupList: any FetchMyGroupListUseCase) {
        self.fetchMyGroupList = fetchMyGroupList
    }

    /// The screen was shown: loads the groups the first time. Later appearances keep the state (a failure
    /// offers `didTapRetry()`), so a page shown after a retry does not fetch twice.
    public func didAppear() {
        guard state == .idle else { return }
        load()
    }

    /// The user asked to try again: starts a new load, replacing a running one.
    public func didTapRetry() {
        load()
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    private func load() {
        requests.start(showing: .loading(previous: state.items)) { [fetchMyGroupList] deliver in
            let groups = try await fetchMyGroupList.execute()
            deliver { $0.state = .loaded(groups.map(MyGroupItemViewModel.init)) }
        } failed: { viewModel, message in
            viewModel.state = .failed(message, previous: viewModel.state.items)
        }
    }
}
