import DomainLayer
import PresentationLayer
import Synchronization

/// Records what the __Title__ interactor presents, in order (Clean Swift's presenter spy).
@MainActor
final class __Scene__PresentationSpy: __Scene__PresentationLogic {
    enum Call: Equatable {
        case loading
        case items(__Scene__.FetchItems.Response)
        case failure(__Scene__.Failure.Response)
    }

    private(set) var calls: [Call] = []

    func presentLoading(response: __Scene__.Loading.Response) { calls.append(.loading) }
    func presentItems(response: __Scene__.FetchItems.Response) { calls.append(.items(response)) }
    func presentFailure(response: __Scene__.Failure.Response) { calls.append(.failure(response)) }
}

/// Records what the __Title__ presenter and router ask the display to show, in order (Clean Swift's display spy).
@MainActor
final class __Scene__DisplaySpy: __Scene__DisplayLogic {
    enum Call: Equatable {
        case loading
        case items(__Scene__.FetchItems.ViewModel)
        case failure(__Scene__.Failure.ViewModel)
        case route(__Scene__Destination)
    }

    private(set) var calls: [Call] = []

    func displayLoading(viewModel: __Scene__.Loading.ViewModel) { calls.append(.loading) }
    func displayItems(viewModel: __Scene__.FetchItems.ViewModel) { calls.append(.items(viewModel)) }
    func displayFailure(viewModel: __Scene__.Failure.ViewModel) { calls.append(.failure(viewModel)) }
    func display(route: __Scene__Destination) { calls.append(.route(route)) }
}

/// Answers the __Title__ interactor's fetches with scripted results, one per call, in order, and counts the calls
/// (Clean Swift's worker spy); a call with no answer left fails with a server error.
final class __Scene__WorkerSpy: __Scene__WorkerLogic {
    private let results: Mutex<[Result<[__Entity__], DomainError>]>
    private let calls = Mutex(0)

    init(_ results: [Result<[__Entity__], DomainError>]) {
        self.results = Mutex(results)
    }

    /// How many times the interactor asked for the items.
    var fetchCount: Int { calls.withLock { $0 } }

    func fetchItems() async throws -> [__Entity__] {
        calls.withLock { $0 += 1 }
        let result = results.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        return try (result ?? .failure(.server(status: 0, message: "no answer scripted"))).get()
    }
}
