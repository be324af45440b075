import DataLayer
import DomainLayer
import LiveWeb

// The Movies scene's use cases, repositories and data sources, each a step of the request being answered; every
// call goes to the type they wrap, the "at hand" answers too (a protocol's default would answer nil).

struct TracedSearchMoviesUseCase: SearchMoviesUseCase {
    let base: any SearchMoviesUseCase
    private let type: TracedType

    init(_ base: any SearchMoviesUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(query: MovieQuery, page: Int) -> AsyncThrowingStream<MoviesPageUpdate, any Error> {
        RequestTracing.startStep(.useCase, type: type, "execute") { end in
            base.execute(query: query, page: page).endingStep(end)
        }
    }

    func pageAtHand(query: MovieQuery, page: Int) -> MoviesPage? {
        RequestTracing.step(.useCase, type: type, "pageAtHand") { base.pageAtHand(query: query, page: page) }
    }
}

struct TracedFetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCase {
    let base: any FetchRecentMovieQueriesUseCase
    private let type: TracedType

    init(_ base: any FetchRecentMovieQueriesUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(limit: Int) async throws -> [MovieQuery] {
        try await RequestTracing.step(.useCase, type: type, "execute") { try await base.execute(limit: limit) }
    }

    func executeAtHand(limit: Int) -> [MovieQuery]? {
        RequestTracing.step(.useCase, type: type, "executeAtHand") { base.executeAtHand(limit: limit) }
    }
}

struct TracedRemoveRecentMovieQueryUseCase: RemoveRecentMovieQueryUseCase {
    let base: any RemoveRecentMovieQueryUseCase
    private let type: TracedType

    init(base: any RemoveRecentMovieQueryUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(query: MovieQuery) async throws {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(query: query)
        }
    }
}

struct TracedFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    let base: any FetchMovieDetailsUseCase
    private let type: TracedType

    init(base: any FetchMovieDetailsUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(id: Int) async throws -> MovieDetails {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(id: id)
        }
    }
}

/// A cached page is a hit when there is one; a fresh page or details are a miss when the data source was asked.
struct TracedMoviesRepository: MoviesRepository {
    let base: any MoviesRepository
    /// Also read by the popular list's steps (`TracedMovies+Popular.swift`).
    let type: TracedType

    init(_ base: any MoviesRepository) {
        self.base = base
        type = TracedType(of: base)
    }

    func cachedPage(query: MovieQuery, page: Int) async -> MoviesPage? {
        await RequestTracing.step(.repository, type: type, "cachedPage", cache: { $0 == nil ? .miss : .hit }) {
            await base.cachedPage(query: query, page: page)
        }
    }

    func freshPage(query: MovieQuery, page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.repository, type: type, "freshPage", cacheBySource: true) {
            try await base.freshPage(query: query, page: page)
        }
    }

    func freshPageAtHand(query: MovieQuery, page: Int) -> MoviesPage? {
        RequestTracing.step(.repository, type: type, "freshPageAtHand", cache: { $0 == nil ? .miss : .hit }) {
            base.freshPageAtHand(query: query, page: page)
        }
    }

    func details(id: Int) async throws -> MovieDetails {
        try await RequestTracing.step(.repository, type: type, "details", cacheBySource: true) {
            try await base.details(id: id)
        }
    }
}

struct TracedMovieQueriesRepository: MovieQueriesRepository {
    let base: any MovieQueriesRepository
    private let type: TracedType

    init(_ base: any MovieQueriesRepository) {
        self.base = base
        type = TracedType(of: base)
    }

    func recentQueries(limit: Int) async throws -> [MovieQuery] {
        try await RequestTracing.step(.repository, type: type, "recentQueries") {
            try await base.recentQueries(limit: limit)
        }
    }

    func save(_ query: MovieQuery) async throws {
        try await RequestTracing.step(.repository, type: type, "save") { try await base.save(query) }
    }

    func remove(_ query: MovieQuery) async throws {
        try await RequestTracing.step(.repository, type: type, "remove") { try await base.remove(query) }
    }

    func recentQueriesAtHand(limit: Int) -> [MovieQuery]? {
        RequestTracing.step(.repository, type: type, "recentQueriesAtHand") { base.recentQueriesAtHand(limit: limit) }
    }
}

struct TracedMoviesDataSource: MoviesDataSource {
    let base: any MoviesDataSource
    /// Also read by the popular list's steps (`TracedMovies+Popular.swift`).
    let type: TracedType

    init(_ base: any MoviesDataSource) {
        self.base = base
        type = TracedType(of: base)
    }

    var language: MovieLanguage { base.language }

    func page(query: MovieQuery, page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.dataSource, type: type, "page") { try await base.page(query: query, page: page) }
    }

    func details(id: Int) async throws -> MovieDetails {
        try await RequestTracing.step(.dataSource, type: type, "details") { try await base.details(id: id) }
    }
}
