import Foundation
import Hummingbird
import PresentationLayer

/// The Movies scene's pages: the list at `/movies?query=…&pages=…`, "Load more" and "Retry" (POST, with
/// or without JavaScript), details at `/movies/{id}`, and posters. Each browser session keeps one
/// `MoviesFlowCoordinator`, so the list is intact when the user comes back from a movie.
public struct MoviesRoutes: Sendable {
    private let makeFlow: @MainActor @Sendable () -> MoviesFlowCoordinator
    private let posters: MoviePosterSource
    private let settling: SettlePolicy

    /// The most pages a shared URL loads in one request: each page may cost an upstream call with the user's
    /// key, so a link cannot make the server call TMDB fifty times; "Load more" goes on from there.
    static let maximumPages = 5
    static let sessionKey = "movies"

    /// Creates the routes.
    /// - Parameters:
    ///   - makeFlow: makes a browser session's flow (called once per session).
    ///   - posters: where poster images come from.
    ///   - settling: how long a page waits for results before it shows the loading state.
    public init(
        makeFlow: @escaping @MainActor @Sendable () -> MoviesFlowCoordinator, posters: MoviePosterSource,
        settling: SettlePolicy = SettlePolicy()
    ) {
        self.makeFlow = makeFlow
        self.posters = posters
        self.settling = settling
    }

    /// Adds the routes (the signature `WebServer.addRoutes` takes).
    public func register(router: Router<WebRequestContext>, sessions: SessionStore) {
        router.get(RouterPath(MoviesPaths.list)) { request, context in
            try await list(request: request, context: context)
        }
        router.post(RouterPath(MoviesPaths.nextPage)) { request, context in
            try await action(request: request, context: context) { list in list.didLoadNextPage() }
        }
        router.post(RouterPath(MoviesPaths.retry)) { request, context in
            try await action(request: request, context: context) { list in list.didTapRetry() }
        }
        router.get("/movies/:id") { _, context in
            try await details(context: context)
        }
        MoviePosterRoutes(posters: posters).register(on: router)
    }

    private func list(request: Request, context: WebRequestContext) async throws -> Response {
        let text = request.uri.queryParameters["query"].map(String.init) ?? ""
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let pages = min(max(Int(request.uri.queryParameters["pages"] ?? "") ?? 1, 1), Self.maximumPages)
        let flow = try await context.withSession { session in
            let flow = session.viewModel(key: Self.sessionKey, make: makeFlow)
            flow.didCloseDetails()
            if !query.isEmpty && query != flow.list.state.query {
                flow.list.didSearch(query: query)
            }
            return flow
        }
        if !query.isEmpty {
            await loadPages(pages, of: flow.list)
        }
        await flow.suggestions.didFocusSearchField()
        await settling.wait(for: flow)
        return try await context.withSession { session in
            let suggestions = session.register(
                LiveRegion(id: "movies-suggestions") { MoviesListPage.renderSuggestions(flow.suggestions.state) })
            let results = session.register(
                LiveRegion(id: "movies-results") {
                    MoviesListPage.render(state: flow.list.state, csrfToken: session.csrfToken)
                })
            let title = query.isEmpty ? "Movies" : "Movies: \(query)"
            let body: HTML = """
                <h1>Movies</h1>
                \(MoviesListPage.searchForm(query: query, suggestions: suggestions))
                \(query.isEmpty ? HTML.empty : results)
                """
            return context.page(title: title, body)
        }
    }

    /// Waits for the running load, then loads pages until `pages` are shown (a shared URL).
    @MainActor
    private func loadPages(_ pages: Int, of list: MoviesListViewModel) async {
        while true {
            await settling.wait(for: list)
            let state = list.state
            guard state.status == .loaded, state.page < pages, state.hasMorePages else { return }
            list.didLoadNextPage()
        }
    }

    private func action(
        request: Request, context: WebRequestContext, _ input: @escaping @MainActor (MoviesListViewModel) -> Void
    ) async throws -> Response {
        let form = try await request.decode(as: MoviesForm.self, context: context)
        let target = try await context.withSession { session in
            let list = session.viewModel(key: Self.sessionKey, make: makeFlow).list
            // NB: a form of a page showing another query (an old tab) changes nothing.
            if form.query == list.state.query {
                input(list)
            }
            let state = list.state
            return MoviesPaths.list(query: state.query, pages: state.isLoading ? state.pageToLoad : state.page)
        }
        return context.actionResponse(redirectingTo: target, for: request)
    }

    private func details(context: WebRequestContext) async throws -> Response {
        let id = context.parameters.get("id", as: Int.self)
        return try await context.withSession { session in
            let flow = session.viewModel(key: Self.sessionKey, make: makeFlow)
            let back = MoviesPaths.list(query: flow.list.state.query)
            if let id {
                flow.list.didSelectMovie(id: id)
            }
            guard let id, flow.route == .details(movieID: id), let details = flow.details else {
                return context.page(
                    title: "Movie not found", status: .notFound, MovieDetailsPage.notInList(backTo: back))
            }
            return context.page(title: details.state.title, MovieDetailsPage.render(details.state, backTo: back))
        }
    }
}

private struct MoviesForm: Decodable {
    var query: String?
}
