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
    /// The screen's one state value: what it is doing, and the cards it shows meanwhile.
    public struct State: Hashable, Sendable {
        /// What the screen is doing: the shared screen state; a load with no cards shown is full-screen, a load
        /// again keeps the cards until it replaces them.
        public typealias Status = ScreenState<ListLoad>

        /// Loading, loaded or failed.
        public var status: Status
        /// The cards shown; a load and a failure keep them.
        public var items: [MyGroupItemViewModel]

        /// Creates a state; the defaults are the screen before it is shown.
        public init(status: Status = .idle, items: [MyGroupItemViewModel] = []) {
            self.status = status
            self.items = items
        }

        /// True when the groups loaded and there are none.
        public var isEmpty: Bool { status == .loaded && items.isEmpty }

        /// Whether a load is running.
        public var isLoading: Bool { status.isLoading }

        /// This state with `status`.
        func with(status: Status) -> State {
            var state = self
            state.status = status
            return state
        }
    }

    /// The screen's one state value.
    @Published public private(set) var state = State()

    private let fetchMyGroupList: any FetchMyGroupListUseCase
    private lazy var requests = LatestRequest(self, state: \.state)

    /// A view model that loads the groups through `fetchMyGroupList` when the screen is first shown.
    public init(fetchMyGroupList: any FetchMyGroupListUseCase) {
        self.fetchMyGroupList = fetchMyGroupList
    }

    /// The screen was shown: loads the groups the first time. Later appearances keep the state (a failure
    /// offers `didTapRetry()`), so a page shown after a retry does not fetch twice.
    public func didAppear() {
        guard state.status == .idle else { return }
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
        let loading: ListLoad = state.items.isEmpty ? .fullScreen : .refresh
        requests.start(showing: state.with(status: .loading(loading))) { [fetchMyGroupList] deliver in
            let groups = try await fetchMyGroupList.execute()
            deliver { $0.state = State(status: .loaded, items: groups.map(MyGroupItemViewModel.init)) }
        } failed: { viewModel, message in
            viewModel.state.status = .failed(message, of: loading)
        }
    }
}
