import DomainLayer
import Foundation
import Synchronization

/// A `MoviesRepository` over pages and details set by the test. A fresh page can also fail or hang until
/// cancelled; `events` tells a test when a fresh request starts and when a hanging one was cancelled.
public final class FakeMoviesRepository: MoviesRepository {
    /// What `freshPage` answers for one (query, page).
    public enum Fresh: Sendable {
        case page(MoviesPage)
        case failure(DomainError)
        /// Waits until the caller is cancelled, then throws `CancellationError`.
        case hangs
    }

    /// Something that happened inside the fake, in order.
    public enum Event: Hashable, Sendable {
        case freshRequested(query: String, page: Int)
        case freshCancelled(query: String, page: Int)
    }

    private struct Key: Hashable {
        var query: String
        var page: Int
    }

    private let cached = Mutex<[Key: MoviesPage]>([:])
    private let fresh = Mutex<[Key: Fresh]>([:])
    private let atHand = Mutex<[Key: MoviesPage]>([:])
    private let allDetails = Mutex<[Int: Result<MovieDetails, DomainError>]>([:])
    private let popular = Mutex<[Int: Fresh]>([:])
    private let eventsContinuation: AsyncStream<Event>.Continuation
    /// Every event so far and to come; iterate it from one task only.
    public let events: AsyncStream<Event>

    public init() {
        (events, eventsContinuation) = AsyncStream.makeStream(of: Event.self)
    }

    /// Serves `page` as the cached page for `query` at `page.page`.
    public func setCached(_ page: MoviesPage, for query: MovieQuery) {
        cached.withLock { $0[Key(query: query.text, page: page.page)] = page }
    }

    /// Answers `result` to fresh requests for `query` at `page`; unset pairs answer `DomainError.notFound`.
    public func setFresh(_ result: Fresh, for query: MovieQuery, page: Int) {
        fresh.withLock { $0[Key(query: query.text, page: page)] = result }
    }

    /// Answers `page` to `freshPageAtHand` for `query` at `page.page`.
    public func setAtHand(_ page: MoviesPage, for query: MovieQuery) {
        atHand.withLock { $0[Key(query: query.text, page: page.page)] = page }
    }

    /// Answers `result` to `details(id:)` for `id`; unset ids answer `DomainError.notFound`.
    public func setDetails(_ result: Result<MovieDetails, DomainError>, for id: Int) {
        allDetails.withLock { $0[id] = result }
    }

    public func details(id: Int) async throws -> MovieDetails {
        try (allDetails.withLock { $0[id] } ?? .failure(.notFound)).get()
    }

    /// Answers `result` to `popularPage(page:)` for `page`; unset pages answer `DomainError.notFound`.
    public func setPopular(_ result: Fresh, page: Int) {
        popular.withLock { $0[page] = result }
    }

    public func popularPage(page: Int) async throws -> MoviesPage {
        switch popular.withLock({ $0[page] }) {
        case .page(let result):
            return result
        case .failure(let error):
            throw error
        case .hangs:
            await untilCancelled()
            throw CancellationError()
        case nil:
            throw DomainError.notFound
        }
    }

    public func cachedPage(query: MovieQuery, page: Int) async -> MoviesPage? {
        cached.withLock { $0[Key(query: query.text, page: page)] }
    }

    public func freshPageAtHand(query: MovieQuery, page: Int) -> MoviesPage? {
        atHand.withLock { $0[Key(query: query.text, page: page)] }
    }

    public func freshPage(query: MovieQuery, page: Int) async throws -> MoviesPage {
        eventsContinuation.yield(.freshRequested(query: query.text, page: page))
        switch fresh.withLock({ $0[Key(query: query.text, page: page)] }) {
        case .page(let result):
            return result
        case .failure(let error):
            throw error
        case .hangs:
            await untilCancelled()
            eventsContinuation.yield(.freshCancelled(query: query.text, page: page))
            throw CancellationError()
        case nil:
            throw DomainError.notFound
        }
    }
}

/// A `MovieQueriesRepository` in memory, with the rules of the real store (newest first, unique without
/// regard to case, at most `capacity`); `saves` is every query saved, in order, and `removals` every query removed.
public final class FakeMovieQueriesRepository: MovieQueriesRepository {
    private let log = Mutex<[MovieQuery]>([])
    /// What is kept, oldest first: the saves, less what was removed since.
    private let kept = Mutex<[MovieQuery]>([])
    private let removed = Mutex<[MovieQuery]>([])
    private let failures = Mutex(0)
    private let isAtHand = Mutex(false)
    private let capacity: Int

    public init(saved: [MovieQuery] = [], capacity: Int = FetchRecentMovieQueriesInteractor.maximumCount) {
        self.capacity = capacity
        log.withLock { $0 = saved }
        kept.withLock { $0 = saved }
    }

    /// Every call to `save`, oldest first (including the queries given to `init`).
    public var saves: [MovieQuery] { log.withLock { $0 } }

    /// Every call to `remove`, oldest first.
    public var removals: [MovieQuery] { removed.withLock { $0 } }

    /// Whether `recentQueriesAtHand` answers what `recentQueries` would, or says nothing is at hand.
    public func keepAtHand(_ atHand: Bool) {
        isAtHand.withLock { $0 = atHand }
    }

    public func recentQueries(limit: Int) async throws -> [MovieQuery] {
        recent(limit: limit)
    }

    public func recentQueriesAtHand(limit: Int) -> [MovieQuery]? {
        isAtHand.withLock { $0 } ? recent(limit: limit) : nil
    }

    private func recent(limit: Int) -> [MovieQuery] {
        var seen: Set<String> = []
        var recent: [MovieQuery] = []
        for query in kept.withLock({ $0 }).reversed() where seen.insert(query.text.lowercased()).inserted {
            recent.append(query)
        }
        return Array(recent.prefix(max(0, min(limit, capacity))))
    }

    /// Makes the next `count` saves or removals fail, as a full disk would.
    public func failNextSaves(_ count: Int) {
        failures.withLock { $0 = count }
    }

    public func save(_ query: MovieQuery) async throws {
        try failIfTold()
        log.withLock { $0.append(query) }
        kept.withLock { $0.append(query) }
    }

    public func remove(_ query: MovieQuery) async throws {
        try failIfTold()
        removed.withLock { $0.append(query) }
        kept.withLock { kept in kept.removeAll { $0.text.lowercased() == query.text.lowercased() } }
    }

    private func failIfTold() throws {
        let fails = failures.withLock { remaining in
            defer { remaining = max(remaining - 1, 0) }
            return remaining > 0
        }
        if fails { throw StorageError.full }
    }
}
