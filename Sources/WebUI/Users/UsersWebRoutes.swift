import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// The GitHub users scene's pages: Home at `/users?pages=…`, the bookmarks at `/users/bookmarks`, a user at
/// `/users/{login}`, avatars; with JavaScript, "Load more", Retry and Refresh act on the page's window (POST).
/// A star posts the bookmark wanted to `/users/bookmark`: the answer comes once it is saved (however slow the
/// list's pages are), in place with JavaScript (204) or as a redirect back to the same place without. A star
/// that could not be saved is told at every path: in its window, or, for a window that is gone, by the
/// address it redirects to (`?notSaved=…`), which the list shows as a notice; a script's star for a window that is
/// gone is answered `409` unsaved, and the page posts the form instead. A star's answer waits for the save
/// at most `starLimit` (5 s) on the server's clock (`context.settling`). Each page load is a window with
/// its own `UsersFlowCoordinator`.
public struct UsersWebRoutes: Sendable {
    private let makeFlow: @MainActor @Sendable () -> UsersFlowCoordinator
    private let avatars: GitHubAvatarLoader
    private let starLimit: Duration

    /// Creates the routes.
    /// - Parameters:
    ///   - makeFlow: makes a window's flow (called once per page load).
    ///   - avatars: where avatar images come from.
    ///   - starLimit: how long a star's answer waits for the save at most.
    public init(
        makeFlow: @escaping @MainActor @Sendable () -> UsersFlowCoordinator, avatars: GitHubAvatarLoader,
        starLimit: Duration = .seconds(5)
    ) {
        self.makeFlow = makeFlow
        self.avatars = avatars
        self.starLimit = starLimit
    }

    /// A star's form.
    private struct StarForm: Decodable {
        var id: Int
        var login: String
        var avatar: String
        /// GitHub's `type`; missing from a form of a page served before it was sent.
        var type: String?
        /// `true` for GitHub staff; missing as `type` may be.
        var admin: String?
        var bookmarked: String
        var window: String?
        var `return`: String?
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(UsersPaths.home)) { request, context in
            try await list(request: request, context: context)
        }
        routes.get(RouterPath(UsersPaths.bookmarks)) { request, context in
            try await list(request: request, context: context)
        }
        routes.post(RouterPath(UsersPaths.nextPage)) { request, context in
            try await context.windowAction(request) { window in flow(in: window).home.didLoadNextPage() }
        }
        routes.post(RouterPath(UsersPaths.refresh)) { request, context in
            try await context.windowAction(request) { window in flow(in: window).home.didRefresh() }
        }
        routes.post(RouterPath(UsersPaths.retry)) { request, context in
            try await context.windowAction(request) { window in
                flow(in: window).home.didTapRetry()
                flow(in: window).bookmarks.didTapRetry()
            }
        }
        routes.postForm(
            UsersPaths.bookmark, question: { fields, context in Self.bookmarkQuestion(fields, context.strings) }
        ) { request, context in
            try await setBookmark(request: request, context: context)
        }
        routes.get(RouterPath(UsersPaths.avatarPattern)) { request, context in
            guard let id = UsersPaths.avatar(from: SceneAddress(request.uri)) else { throw HTTPError(.notFound) }
            return try await Response.loadedImage(for: request, caching: .revalidated) {
                try await avatars.image(userID: id)
            }
        }
        routes.get(RouterPath(UsersPaths.detailsPattern)) { request, context in
            try await details(request: request, context: context)
        }
        routes.post(RouterPath(UsersPaths.retryDetailsPattern)) { request, context in
            try await context.windowAction(request) { window in flow(in: window).details?.didTapRetry() }
        }
        return routes
    }

    /// Home or Bookmarks.
    private func list(request: Request, context: WebRequestContext) async throws -> Response {
        let address = SceneAddress(request.uri)
        let route: UsersDestination
        switch UsersPaths.destination(from: address) {
        case .home(let pages)?: route = .home(pages: pages)
        case .bookmarks(let page)?: route = .bookmarks(page: page)
        case .details?, nil: throw HTTPError(.notFound)
        }
        let strings = context.strings
        let csrfToken = context.session?.csrfToken ?? ""
        let notSaved = UsersPaths.NotSaved.failure(in: address)
        return try await context.windowPage(for: request) { window, isNew in
            let flow = flow(in: window)
            if isNew {
                flow.open(route)
            } else if case .home(let pages) = route {
                // "Load more" or Retry without JavaScript, in the window they name: the rows stay, and
                // only the pages the window lacks are asked for.
                flow.home.didAppear(pages: pages)
            }
            return flow
        } show: { window, flow in
            let forms = UsersListPage.Forms(csrfToken: csrfToken, windowID: window.id)
            let region: LiveRegion.Markup
            let onBookmarks: Bool
            switch route {
            case .bookmarks:
                onBookmarks = true
                region = window.register(
                    LiveRegion(id: UsersListPage.regionID) {
                        UsersListPage.bookmarks(flow.bookmarks.state, forms: forms, strings: strings)
                    })
                // Shown once: this page shows the confirmation, and its live update then takes it away.
                flow.bookmarks.didShowConfirmation()
            default:
                onBookmarks = false
                window.follow { UsersPaths.home(pages: max(flow.home.state.pageCount, 1)) }
                region = window.register(
                    LiveRegion(id: UsersListPage.regionID) {
                        UsersListPage.home(
                            flow.home.state, pagesWanted: flow.home.pagesWanted, forms: forms, strings: strings)
                    })
                flow.home.didShowConfirmation()
            }
            let title = onBookmarks ? strings[UsersWords.bookmarks] : strings[UsersWords.title]
            return WindowPage(title: title) {
                UsersListPage.page(current: route, region: region, notSaved: notSaved, strings: strings)
            }
        }
    }

    /// A user's page; its query names the tab it was opened from (validated: anything else is Home), which its
    /// back link returns to.
    private func details(request: Request, context: WebRequestContext) async throws -> Response {
        let address = SceneAddress(request.uri)
        guard case .details(let login)? = UsersPaths.destination(from: address) else { throw HTTPError(.notFound) }
        let strings = context.strings
        let csrfToken = context.session?.csrfToken ?? ""
        let origin = UsersPaths.Origin.destination(from: address)
        // Only the real phase reads GitHub's own profiles; dev's and alpha's are sample data.
        let isOnGitHub = context.phase == "real"
        return try await context.windowPage(for: request) { window, isNew in
            let flow = flow(in: window)
            if isNew || flow.details == nil {
                flow.open(.details(login: login))
            }
            return flow
        } show: { window, flow in
            guard let details = flow.details else { throw HTTPError(.notFound) }
            let state = details.state
            let forms = UsersListPage.Forms(csrfToken: csrfToken, windowID: window.id)
            let region = window.register(
                LiveRegion(id: UserDetailsPage.regionID) {
                    UserDetailsPage.render(
                        details.state,
                        context: UserDetailsPage.Context(
                            origin: origin, forms: forms, confirmation: details.confirmation, notice: details.notice,
                            isOnGitHub: isOnGitHub),
                        strings: strings)
                })
            // Shown once: this page shows the confirmation, and its live update then takes it away.
            details.didShowConfirmation()
            let status: HTTPResponse.Status = if case .notFound = state { .notFound } else { .ok }
            return WindowPage(title: UserDetailsPage.title(state, strings: strings), status: status) { region.html }
        }
    }

    /// What a refused star asks: whether to add the user it names to the bookmarks, or to remove them; `nil` (the
    /// general question) when it names no user.
    static func bookmarkQuestion(_ fields: [FormField], _ strings: Strings) -> String? {
        let login = fields.value("login")
        guard !login.isEmpty else { return nil }
        return strings(fields.value("bookmarked") == "false" ? UsersText.confirmUnbookmark : .confirmBookmark, login)
    }

    /// Sets a bookmark through the page's window (or, for a form whose window is gone, a flow of its own), and
    /// answers once it is saved or has failed, without waiting for the list's pages, or once `starLimit` has passed
    /// (the save goes on, and the window shows its outcome when it comes). Without JavaScript and without a
    /// window, a failure goes in the address it redirects to. A login or avatar address over its cap is refused
    /// (`400`), never cut.
    private func setBookmark(request: Request, context: WebRequestContext) async throws -> Response {
        let form = try await request.decode(as: StarForm.self, context: context)
        guard let isBookmarked = Bool(form.bookmarked), !form.login.isEmpty,
            form.login.utf8.count <= GitHubUserItemViewModel.maximumLoginLength,
            form.avatar.utf8.count <= GitHubUserItemViewModel.maximumAvatarURLLength
        else { throw HTTPError(.badRequest) }
        let star = UsersStar(
            userID: form.id, login: form.login, avatarURL: form.avatar, type: form.type,
            isSiteAdmin: form.admin == "true", isBookmarked: isBookmarked)
        let scriptWindow = request.headers.value(named: WebRequestContext.windowHeader)
        let returnPath = LocalPath.validated(form.return)
        await context.openPendingWindow(scriptWindow ?? form.window)
        let found = try await context.withSession { session -> (UsersFlowCoordinator, String?)? in
            let window = (scriptWindow ?? form.window).flatMap { session.window(id: $0) }
            // A script's star whose window is gone is not saved here: a `204` could not tell the page that the
            // save failed, so the page posts the form instead (`409`), whose answer can.
            guard window != nil || scriptWindow == nil else { return nil }
            return (window.map { self.flow(in: $0) } ?? makeFlow(), window?.id)
        }
        guard let (flow, windowID) = found else { return Response(status: .conflict) }
        let outcome = await flow.didSetBookmark(
            star, from: UsersPaths.destination(from: SceneAddress(returnPath)), within: starLimit,
            on: context.settling.clock)
        if scriptWindow != nil {
            return Response(status: .noContent)
        }
        if let windowID {
            return Response.redirect(to: LocalPath.adding("window", windowID, to: returnPath), type: .normal)
        }
        // The flow of its own goes with this request: a failure rides on the address, and the list shows
        // the row as it is saved.
        guard case .failed(let failure) = outcome else { return Response.redirect(to: returnPath, type: .normal) }
        return Response.redirect(to: UsersPaths.NotSaved.adding(failure, to: returnPath), type: .normal)
    }

    @MainActor
    private func flow(in window: Window) -> UsersFlowCoordinator {
        window.viewModel(make: makeFlow)
    }
}
