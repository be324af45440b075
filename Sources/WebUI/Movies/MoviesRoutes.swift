import Foundation
import Hummingbird
import PresentationLayer

/// The Movies scene's pages: the list at `/movies?query=…&pages=…`, "Load more" and "Retry" (POST, with
/// or without JavaScript), details at `/movies/{id}`, and posters. Each browser session keeps one
/// `MoviesFlowCoordinator`, so the list is intact when the user comes back from a movie.
public struct MoviesRoutes: Sendable {
    private let makeFlow: @MainActor @Sendable () -> MoviesFlowCoordinator
    private let posters: MoviePosterLoader
    private let settling: SettlePolicy

    /// Creates the routes.
    /// - Parameters:
    ///   - makeFlow: makes a browser session's flow (called once per session).
    ///   - posters: where poster images come from.
    ///   - settling: how long a page waits for results before it shows the loading state.
    public init(
        makeFlow: @escaping @MainActor @Sendable () -> MoviesFlowCoordinator, posters: MoviePosterLoader,
        settling: SettlePolicy = SettlePolicy()
    ) {
        self.makeFlow = makeFlow
        self.posters = posters
        self.settling = settling
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(MoviesPaths.list)) { request, context in
            try await list(request: request, context: context)
        }
        routes.post(RouterPath(MoviesPaths.nextPage)) { request, context in
            try await action(request: request, context: context) { list in list.didLoadNextPage() }
        }
        routes.post(RouterPath(MoviesPaths.retry)) { request, context in
            try await action(request: request, context: context) { list in list.didTapRetry() }
        }
        routes.get("/movies/:id") { _, context in
            try await details(context: context)
        }
        return routes.addRoutes(MoviePosterRoutes(posters: posters).routes)
    }

    private func list(request: Request, context: WebRequestContext) async throws -> Response {
        let route = MoviesRoute.list(
            query: request.uri.queryParameters["query"].map(String.init) ?? "",
            pages: request.uri.queryParameters.get("pages", as: Int.self) ?? 1)
        let flow = try await context.withSession { session in
            let flow = self.flow(in: session)
            flow.open(route)
            return flow
        }
        await settling.wait(for: flow)
        return try await context.withSession { session in
            let suggestions = session.register(
                LiveRegion(id: "movies-suggestions") { MoviesListPage.renderSuggestions(flow.suggestions.state) })
            let results = session.register(
                LiveRegion(id: "movies-results") {
                    MoviesListPage.render(state: flow.list.state, csrfToken: session.csrfToken)
                })
            let state = flow.list.state
            return context.page(
                title: MoviesListPage.title(state),
                MoviesListPage.page(state: state, suggestions: suggestions, results: results))
        }
    }

    private func action(
        request: Request, context: WebRequestContext, _ input: @escaping @MainActor (MoviesListViewModel) -> Void
    ) async throws -> Response {
        let form = try await request.decode(as: MoviesForm.self, context: context)
        let route = try await context.withSession { session in
            let list = flow(in: session).list
            // NB: a form of a page showing another query (an older tab of the session) changes nothing.
            if form.query == list.state.query {
                input(list)
            }
            return list.route
        }
        return context.actionResponse(redirectingTo: MoviesPaths.path(for: route), for: request)
    }

    private func details(context: WebRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id", as: Int.self) else { throw HTTPError(.notFound) }
        return try await context.withSession { session in
            let flow = flow(in: session)
            let back = MoviesPaths.path(for: .list(query: flow.list.state.query))
            flow.open(.details(movieID: id))
            guard let details = flow.details else {
                return context.page(
                    title: "Movie not found", status: .notFound, MovieDetailsPage.notInList(backTo: back))
            }
            return context.page(title: details.state.title, MovieDetailsPage.render(details.state, backTo: back))
        }
    }

    @MainActor
    private func flow(in session: Session) -> MoviesFlowCoordinator {
        session.viewModel(key: "movies", make: makeFlow)
    }
}

private struct MoviesForm: Decodable {
    var query: String?
}
