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
public final class MyGroupListViewModel: ObservableObject {
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
    private var loadTask: Task<Void, Never>?
    private var generation = 0
    /// What the screen showed before the running load, restored if that load is cancelled.
    private var stateBeforeLoad: State = .idle

    public init(fetchMyGroupList: any FetchMyGroupListUseCase) {
        self.fetchMyGroupList = fetchMyGroupList
    }

    isolated deinit {
        loadTask?.cancel()
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

    /// Returns once no load is running (a page rendered without live updates waits for it).
    public func settled() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { return }
        }
    }

    private func load() {
        loadTask?.cancel()
        generation += 1
        let current = generation
        stateBeforeLoad = state
        state = .loading(previous: state.items)
        loadTask = Task { [weak self, fetchMyGroupList] in
            let result: Result<[MyGroup], any Error>
            do {
                result = .success(try await fetchMyGroupList.execute())
            } catch {
                result = .failure(error)
            }
            self?.finish(result, generation: current)
        }
    }

    private func finish(_ result: Result<[MyGroup], any Error>, generation current: Int) {
        // NB: a superseded load's late result (or its cancellation) is dropped.
        guard current == generation else { return }
        loadTask = nil
        switch result {
        case .success(let groups):
            state = .loaded(groups.map(MyGroupItemViewModel.init))
        case .failure(let error) where error is CancellationError:
            state = stateBeforeLoad
        case .failure(let error):
            guard let message = ErrorMessage(error, subject: "groups") else { return }
            state = .failed(message, previous: state.items)
        }
    }
}
