import DomainLayer
import Foundation
import Synchronization

/// A `SearchMoviesUseCase` whose replies the test sends: every `execute` is recorded as a `Request`, and
/// the test yields cached or fresh pages, or a failure, into it, in any order, even after the view model
/// moved on (a superseded request's late reply).
public final class FakeSearchMoviesUseCase: SearchMoviesUseCase {
    /// One call of `execute`.
    public struct Request: Sendable {
        public let query: MovieQuery
        public let page: Int
        let continuation: AsyncThrowingStream<MoviesPageUpdate, any Error>.Continuation

        /// Sends the cached page.
        public func replyCached(_ page: MoviesPage) {
            continuation.yield(.cached(page))
        }

        /// Says the query could not be saved, for `failure`.
        public func replyQueryNotSaved(_ failure: StorageError = .full) {
            continuation.yield(.queryNotSaved(failure))
        }

        /// Sends the fresh page and ends the stream.
        public func replyFresh(_ page: MoviesPage) {
            continuation.yield(.fresh(page))
            continuation.finish()
        }

        /// Ends the stream with `error`.
        public func fail(_ error: any Error) {
            continuation.finish(throwing: error)
        }
    }

    private let recorded = Mutex<[Request]>([])
    private let atHand = Mutex<[String: MoviesPage]>([:])

    /// Creates a fake with no requests.
    public init() {}

    /// `pageAtHand` answers `page` for `query` (and its page number) from now on.
    public func keepAtHand(_ page: MoviesPage, query: String) {
        atHand.withLock { $0["\(page.page)|\(query)"] = page }
    }

    /// Stops answering any page at hand.
    public func forgetPagesAtHand() {
        atHand.withLock { $0 = [:] }
    }

    /// Every request so far, oldest first.
    public var requests: [Request] { recorded.withLock { $0 } }

    /// The newest request.
    public var lastRequest: Request? { requests.last }

    public func execute(query: MovieQuery, page: Int) -> AsyncThrowingStream<MoviesPageUpdate, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(
            of: MoviesPageUpdate.self, bufferingPolicy: .unbounded)
        recorded.withLock { $0.append(Request(query: query, page: page, continuation: continuation)) }
        return stream
    }

    public func pageAtHand(query: MovieQuery, page: Int) -> MoviesPage? {
        atHand.withLock { $0["\(page)|\(query.text)"] }
    }
}

/// A `FetchRecentMovieQueriesUseCase` that answers what the test set.
public final class FakeFetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCase {
    private let reply: Mutex<Result<[MovieQuery], DomainError>>
    private let calls = Mutex(0)
    private let isAtHand: Mutex<Bool>

    /// Creates a fake answering `queries`; with `atHand`, `executeAtHand` answers them too.
    public init(queries: [String] = [], atHand: Bool = false) {
        reply = Mutex(.success(queries.compactMap(MovieQuery.init)))
        isAtHand = Mutex(atHand)
    }

    /// Whether `executeAtHand` answers (what `execute` would, unless that fails) or says nothing is at hand.
    public func keepAtHand(_ atHand: Bool) {
        isAtHand.withLock { $0 = atHand }
    }

    /// The next answers will be `queries`.
    public func answer(_ queries: [String]) {
        reply.withLock { $0 = .success(queries.compactMap(MovieQuery.init)) }
    }

    /// The next answers leave out `text` (without regard to case), as after its removal.
    public func forget(_ text: String) {
        reply.withLock { reply in
            guard case .success(let queries) = reply else { return }
            reply = .success(queries.filter { $0.text.lowercased() != text.lowercased() })
        }
    }

    /// The next answers will fail with `error`.
    public func fail(_ error: DomainError) {
        reply.withLock { $0 = .failure(error) }
    }

    /// How many times `execute` ran.
    public var callCount: Int { calls.withLock { $0 } }

    public func execute(limit: Int) async throws -> [MovieQuery] {
        calls.withLock { $0 += 1 }
        return try reply.withLock { try $0.get() }.prefix(limit).map { $0 }
    }

    public func executeAtHand(limit: Int) -> [MovieQuery]? {
        guard isAtHand.withLock({ $0 }), case .success(let queries) = reply.withLock({ $0 }) else { return nil }
        return Array(queries.prefix(limit))
    }
}

/// A `RemoveRecentMovieQueryUseCase` over a `FakeFetchRecentMovieQueriesUseCase`: a removed query is no longer
/// among its answers; `removals` is every query asked to be removed, in order. It can be told to fail.
public final class FakeRemoveRecentMovieQueryUseCase: RemoveRecentMovieQueryUseCase {
    private let recent: FakeFetchRecentMovieQueriesUseCase
    private let log = Mutex<[String]>([])
    private let failure = Mutex<DomainError?>(nil)

    /// Creates a fake that removes from `recent`'s answers.
    public init(recent: FakeFetchRecentMovieQueriesUseCase) {
        self.recent = recent
    }

    /// Every query asked to be removed, oldest first.
    public var removals: [String] { log.withLock { $0 } }

    /// Removals fail with `error` from now on; nil removes again.
    public func fail(with error: DomainError?) {
        failure.withLock { $0 = error }
    }

    public func execute(query: MovieQuery) async throws {
        log.withLock { $0.append(query.text) }
        if let error = failure.withLock({ $0 }) { throw error }
        recent.forget(query.text)
    }
}

/// A `SearchMoviesUseCase` that answers at once from a list of movies (titles containing the query, in
/// pages of `pageSize`), or fails with the error the test set: for tests of pages over HTTP.
public final class FakeCatalogSearchMoviesUseCase: SearchMoviesUseCase {
    private let movies: [Movie]
    private let pageSize: Int
    private let failure = Mutex<DomainError?>(nil)

    /// Creates a fake over `movies`.
    public init(movies: [Movie], pageSize: Int = 20) {
        self.movies = movies
        self.pageSize = pageSize
    }

    /// Searches fail with `error` from now on; nil answers again.
    public func fail(with error: DomainError?) {
        failure.withLock { $0 = error }
    }

    public func execute(query: MovieQuery, page: Int) -> AsyncThrowingStream<MoviesPageUpdate, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: MoviesPageUpdate.self)
        if let error = failure.withLock({ $0 }) {
            continuation.finish(throwing: error)
            return stream
        }
        let matches = movies.filter { $0.title.localizedCaseInsensitiveContains(query.text) }
        let totalPages = max(1, (matches.count + pageSize - 1) / pageSize)
        let start = min((page - 1) * pageSize, matches.count)
        let slice = Array(matches[start..<min(start + pageSize, matches.count)])
        continuation.yield(.fresh(MoviesPage(page: page, totalPages: totalPages, movies: slice)))
        continuation.finish()
        return stream
    }
}

/// A `PosterImagesRepository` answering a small SVG naming the path and width, or `notFound`.
public struct FakePosterImagesRepository: PosterImagesRepository {
    /// Creates the fake.
    public init() {}

    public func poster(path: String, width: Int) async throws -> ImageData {
        guard path != "/missing.jpg" else { throw DomainError.notFound }
        return ImageData(bytes: Data("<svg>\(path) w\(width)</svg>".utf8), contentType: "image/svg+xml")
    }
}
