/// How every view model runs its work: the latest request wins.
///
/// Starting a request cancels the one running, and a superseded request's late results are dropped (each
/// request has a generation), so only the latest request ever changes the state. A cancelled request puts back
/// the state shown before it: a cancellation is never an error, and never leaves a spinner behind. A failure
/// reaches the view model worded (`ErrorMessage`). `settled()` lets a view wait until no request runs.
///
/// ```swift
/// @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)
///
/// public func didOpenPage(offset: Int) {
///     requests.start(showing: state.with(status: .loading(offset))) { [fetchPage] deliver in
///         let page = try await fetchPage.execute(offset: offset)
///         deliver { $0.state = State(status: .loaded, content: PokemonListContent(page, pageSize: 10)) }
///     } failed: { viewModel, message in
///         viewModel.state.status = .failed(message, of: offset)
///     }
/// }
/// ```
@MainActor
public final class LatestRequest<Owner: AnyObject, State> {
    /// Hands a request's results to the view model, only while the request is the latest.
    @MainActor
    public struct Delivery {
        fileprivate weak var request: LatestRequest?
        fileprivate let generation: Int

        /// Runs `apply` on the view model and returns what it returns; once the request was superseded or
        /// cancelled, runs nothing and returns nil.
        @discardableResult
        public func callAsFunction<Value>(_ apply: (Owner) -> Value) -> Value? {
            guard let request, request.generation == generation, let owner = request.owner else { return nil }
            return apply(owner)
        }
    }

    private weak var owner: Owner?
    private let state: ReferenceWritableKeyPath<Owner, State>
    private var task: Task<Void, Never>?
    private var generation = 0
    /// The generation of the request that ended last.
    private var lastEnded = 0
    /// The state shown before the running request (and those it superseded) began.
    private var shownBefore: State?
    private var waiters: [AsyncStream<Never>.Continuation] = []

    /// Runs the requests of `owner`, whose screen state is at `state`.
    public init(_ owner: Owner, state: ReferenceWritableKeyPath<Owner, State>) {
        self.owner = owner
        self.state = state
    }

    isolated deinit {
        task?.cancel()
        waiters.forEach { $0.finish() }
    }

    /// Whether a request is running.
    public var isRunning: Bool { task != nil }

    /// Starts a request: cancels the running one, shows `loading`, and runs `work`, which hands its results to
    /// the view model through `deliver`. If `work` throws, `failed` gets the error worded, or, for a
    /// cancellation, the state shown before the request comes back.
    public func start(
        showing loading: State,
        _ work: @escaping @MainActor (_ deliver: Delivery) async throws -> Void,
        failed: @escaping @MainActor (Owner, ErrorMessage) -> Void
    ) {
        guard let owner else { return }
        task?.cancel()
        if task == nil {
            shownBefore = owner[keyPath: state]
        }
        generation += 1
        let started = generation
        let delivery = Delivery(request: self, generation: started)
        owner[keyPath: state] = loading
        // The work runs at once, here, until it first suspends: results at hand (bundled data, a database
        // read) are shown before `start` returns, so a page opening the view model finds it settled and waits
        // for no task. What suspends goes on in the task.
        let task = Task.immediate { [weak self] in
            do {
                try await work(delivery)
                self?.end(started, error: nil, failed: failed)
            } catch {
                self?.end(started, error: error, failed: failed)
            }
        }
        // A request that ended before `Task.immediate` returned is not the running one; one that a request it
        // started superseded is cancelled, as `start` cancels the running request.
        if generation != started {
            task.cancel()
        } else if lastEnded != started {
            self.task = task
        }
    }

    /// Cancels the running request, if any, and puts back the state shown before it.
    public func cancel() {
        guard let task else { return }
        task.cancel()
        generation += 1
        end(generation, error: CancellationError(), failed: { _, _ in })
    }

    /// Returns once no request is running (at once when none is), or when the waiting task is cancelled.
    public func settled() async {
        guard task != nil else { return }
        let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
        waiters.append(continuation)
        for await _ in stream {}
    }

    private func end(
        _ ended: Int, error: (any Error)?, failed: @MainActor (Owner, ErrorMessage) -> Void
    ) {
        // A superseded request ends without a trace; the latest one is still running.
        guard ended == generation else { return }
        lastEnded = ended
        task = nil
        let shown = shownBefore
        shownBefore = nil
        if let error, let owner {
            if let message = ErrorMessage(error) {
                failed(owner, message)
            } else if let shown {
                owner[keyPath: state] = shown
            }
        }
        let settled = waiters
        waiters = []
        settled.forEach { $0.finish() }
    }
}
