import DomainLayer

/// What the __Title__ scene's view asks of its interactor (Clean Swift's business logic). A page waits for the
/// interactor to settle (`Settleable`) before it renders.
@MainActor
public protocol __Scene__BusinessLogic: Settleable {
    /// Loads the items. The latest request wins: an earlier one still running is cancelled and its result dropped.
    func fetchItems(request: __Scene__.FetchItems.Request)
    /// Marks the item the request names as selected, when it is among the items shown.
    func selectItem(request: __Scene__.SelectItem.Request)
    /// Loads the items again (Retry).
    func retry()
}

/// What the __Title__ interactor keeps for routing (Clean Swift's data store).
@MainActor
public protocol __Scene__DataStore: AnyObject {
    /// The selected item's id; a route passes it in, and the router passes it on.
    var selectedID: Int? { get set }
    /// The items shown (none before they first come).
    var items: [__Entity__] { get }
}

/// The __Title__ scene's interactor (Clean Swift): asks the worker for the items and hands each step to the
/// presenter: loading, then the items or a failure worded by cause. It keeps what it presented last, which is
/// what a cancelled request puts back; the latest request wins, and a cancellation is never presented as an
/// error.
@MainActor
public final class __Scene__Interactor: __Scene__BusinessLogic, __Scene__DataStore {
    /// What the interactor handed the presenter last.
    private enum Presentation {
        case nothing
        case loading
        case items(__Scene__.FetchItems.Response)
        case failure(__Scene__.Failure.Response)
    }

    public var selectedID: Int?
    public private(set) var items: [__Entity__] = []

    private let presenter: any __Scene__PresentationLogic
    private let worker: any __Scene__WorkerLogic
    // Every change is presented, so a cancelled request that puts back what was shown presents it again.
    private var presentation = Presentation.nothing {
        didSet { present(presentation) }
    }
    private lazy var requests = LatestRequest(self, state: \.presentation)

    /// An interactor that presents through `presenter` (which it keeps, as Clean Swift's interactor does) and
    /// fetches through `worker`.
    public init(presenter: any __Scene__PresentationLogic, worker: any __Scene__WorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    public func fetchItems(request: __Scene__.FetchItems.Request) {
        requests.start(showing: .loading) { [worker] deliver in
            let items = try await worker.fetchItems()
            deliver { $0.presentation = .items($0.response(items)) }
        } failed: { interactor, message in
            interactor.presentation = .failure(__Scene__.Failure.Response(error: message))
        }
    }

    public func selectItem(request: __Scene__.SelectItem.Request) {
        guard case .items(let response) = presentation, response.items.contains(where: { $0.id == request.id })
        else { return }
        selectedID = request.id
        presentation = .items(self.response(response.items))
    }

    public func retry() {
        fetchItems(request: __Scene__.FetchItems.Request())
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    /// `items` with the selected one, when it is among them.
    private func response(_ items: [__Entity__]) -> __Scene__.FetchItems.Response {
        __Scene__.FetchItems.Response(items: items, selectedID: items.contains { $0.id == selectedID } ? selectedID : nil)
    }

    /// Keeps the data store in step with what is presented, then presents it.
    private func present(_ presentation: Presentation) {
        switch presentation {
        case .nothing:
            break
        case .loading:
            presenter.presentLoading(response: __Scene__.Loading.Response())
        case .items(let response):
            items = response.items
            presenter.presentItems(response: response)
        case .failure(let response):
            presenter.presentFailure(response: response)
        }
    }
}
