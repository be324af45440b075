import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// The Movies scene's pages: the list at `/movies?query=…&pages=…`, details at `/movies/{id}`, and posters;
/// with JavaScript, "Load more" and "Retry" act on the page's window (POST). Each page load is a window with
/// its own `MoviesFlowCoordinator`, opened at the route its URL names, in the page's language (its movies' titles,
/// overviews and genres too).
public struct MoviesWebRoutes: Sendable {
    private let makeFlow: @MainActor @Sendable (Language) -> MoviesFlowCoordinator
    private let posters: MoviePosterLoader

    /// Creates the routes.
    /// - Parameters:
    ///   - makeFlow: makes a window's flow in the page's language (called once per page load).
    ///   - posters: where poster images come from.
    public init(
        makeFlow: @escaping @MainActor @Sendable (Language) -> MoviesFlowCoordinator, posters: MoviePosterLoader
    ) {
        self.makeFlow = makeFlow
        self.posters = posters
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(MoviesPaths.list)) { request, context in
            try await list(request: request, context: context)
        }
        routes.post(RouterPath(MoviesPaths.nextPage)) { request, context in
            let language = context.strings.language
            return try await context.windowAction(request) { window in
                flow(in: window, language: language).list.didLoadNextPage()
            }
        }
        routes.post(RouterPath(MoviesPaths.retry)) { request, context in
            let language = context.strings.language
            return try await context.windowAction(request) { window in
                flow(in: window, language: language).list.didTapRetry()
            }
        }
        routes.post(RouterPath(MoviesListPage.retryPopularPath)) { request, context in
            let language = context.strings.language
            return try await context.windowAction(request) { window in
                flow(in: window, language: language).popular?.didTapRetry()
            }
        }
        routes.postForm(MoviesPaths.removeRecentSearch) { request, context in
            try await removeRecentSearch(request: request, context: context)
        }
        routes.get(RouterPath(MoviesPaths.detailsPattern)) { request, context in
            try await details(request: request, context: context)
        }
        routes.post(RouterPath(MoviesPaths.retryDetailsPattern)) { request, context in
            let language = context.strings.language
            return try await context.windowAction(request) { window in
                flow(in: window, language: language).details?.didTapRetry()
            }
        }
        return routes.addRoutes(MoviePosterRoutes(posters: posters).routes)
    }

    private func list(request: Request, context: WebRequestContext) async throws -> Response {
        guard let route = MoviesPaths.destination(from: SceneAddress(request.uri)), case .list = route else {
            throw HTTPError(.notFound)
        }
        let strings = context.strings
        let csrfToken = context.session?.csrfToken ?? ""
        return try await context.windowPage(for: request) { window, isNew in
            let flow = flow(in: window, language: strings.language)
            if isNew {
                flow.open(route)
            }
            return flow
        } show: { window, flow in
            window.follow { MoviesPaths.path(for: flow.list.route) }
            let forms = MoviesSuggestionsPanel.Forms(csrfToken: csrfToken, windowID: window.id)
            let suggestions = window.register(
                LiveRegion(id: MoviesListPage.suggestionsRegionID) {
                    MoviesSuggestionsPanel.render(
                        flow.suggestions.state, typed: flow.list.state.query, forms: forms,
                        returnTo: MoviesPaths.path(for: flow.list.route), strings: strings)
                })
            let results = window.register(
                LiveRegion(id: MoviesListPage.resultsRegionID) {
                    MoviesListPage.content(
                        state: flow.list.state, pagesWanted: flow.list.pagesWanted, strings: strings)
                })
            // With nothing searched, the popular movies.
            let popular = flow.list.state.query.isEmpty ? flow.popular : nil
            let popularRegion = popular.map { popular in
                window.register(
                    LiveRegion(id: MoviesListPage.popularRegionID) {
                        MoviesListPage.popularContent(popular.state, strings: strings)
                    })
            }
            let state = flow.list.state
            return WindowPage(title: MoviesListPage.title(state, strings: strings)) {
                MoviesListPage.page(
                    state: state, suggestions: suggestions, results: results, popular: popularRegion, strings: strings)
            }
        }
    }

    private func details(request: Request, context: WebRequestContext) async throws -> Response {
        let address = SceneAddress(request.uri)
        guard case .details(let id)? = MoviesPaths.destination(from: address) else { throw HTTPError(.notFound) }
        // The row the details were opened from is where "Back" returns (`#movie-25`).
        let (back, row) = MoviesPaths.origin(from: address)
        let backQuery = MoviesPaths.backQuery(to: back)
        let backPath = MoviesPaths.path(for: back) + (row.map { "#" + MoviesListPage.rowID($0 - 1) } ?? "")
        let path = MoviesPaths.path(for: .details(movieID: id)) + backQuery + (row.map { "&row=\($0)" } ?? "")
        let strings = context.strings
        return try await context.windowPage(for: request) { window, isNew in
            let flow = flow(in: window, language: strings.language)
            if isNew || flow.details == nil {
                flow.open(.details(movieID: id))
            }
            return flow
        } show: { window, flow in
            guard let details = flow.details else { throw HTTPError(.notFound) }
            let state = details.state
            let region = window.register(
                LiveRegion(id: MovieDetailsPage.regionID) {
                    MovieDetailsPage.render(details.state, backTo: backPath, path: path, strings: strings)
                })
            let status: HTTPResponse.Status = if case .notFound = state { .notFound } else { .ok }
            return WindowPage(title: MovieDetailsPage.title(state, strings: strings), status: status) { region.html }
        }
    }

    /// A remove button's form.
    private struct RemoveForm: Decodable {
        var query: String
        var window: String?
        var `return`: String?
    }

    /// Removes a recent search through the page's window (or, for a window that is gone, a flow of its own), and
    /// answers once it is deleted: in place with JavaScript (204, and the live update shows the suggestions
    /// without it), or as a redirect back to the page without (303).
    private func removeRecentSearch(request: Request, context: WebRequestContext) async throws -> Response {
        let form = try await request.decode(as: RemoveForm.self, context: context)
        guard !form.query.isEmpty, form.query.utf8.count <= 4 * MoviesListViewModel.maximumQueryLength else {
            throw HTTPError(.badRequest)
        }
        let scriptWindow = request.headers.value(named: WebRequestContext.windowHeader)
        let returnPath = LocalPath.validated(form.return)
        let language = context.strings.language
        await context.openPendingWindow(scriptWindow ?? form.window)
        let (flow, windowID) = try await context.withSession { session in
            let window = (scriptWindow ?? form.window).flatMap { session.window(id: $0) }
            return (window.map { self.flow(in: $0, language: language) } ?? makeFlow(language), window?.id)
        }
        await flow.suggestions.didTapRemove(query: form.query)
        if scriptWindow != nil {
            return Response(status: .noContent)
        }
        guard let windowID else { return Response.redirect(to: returnPath, type: .normal) }
        return Response.redirect(to: LocalPath.adding("window", windowID, to: returnPath), type: .normal)
    }

    /// The window's flow, made in `language` when the window has none yet.
    @MainActor
    private func flow(in window: Window, language: Language) -> MoviesFlowCoordinator {
        window.viewModel { makeFlow(language) }
    }
}
