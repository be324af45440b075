import Hummingbird
import LiveWeb
import PresentationLayer

/// The routes of the Bookshelf scene: the list page, which loads the items when shown, and its Retry.
public struct BookshelfWebRoutes: Sendable {
    private let makeViewModel: @MainActor @Sendable () -> BookshelfListViewModel

    /// - Parameter makeViewModel: makes a window's view model (once per page load).
    public init(makeViewModel: @escaping @MainActor @Sendable () -> BookshelfListViewModel) {
        self.makeViewModel = makeViewModel
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(BookshelfPaths.list)) { request, context in
            let strings = context.strings
            return try await context.windowPage(for: request) { window, isNew in
                let viewModel = self.viewModel(in: window)
                if isNew {
                    viewModel.didAppear()
                }
                return viewModel
            } show: { window, viewModel in
                let region = window.register(
                    LiveRegion(id: BookshelfPage.regionID) { BookshelfPage.render(viewModel.state, strings: strings) })
                return WindowPage(title: strings[BookshelfWords.title]) {
                    BookshelfPage.page(region: region, strings: strings)
                }
            }
        }
        routes.post(RouterPath(BookshelfPaths.retry)) { request, context in
            try await context.windowAction(request) { window in self.viewModel(in: window).didTapRetry() }
        }
        return routes
    }

    @MainActor
    private func viewModel(in window: Window) -> BookshelfListViewModel {
        window.viewModel(make: makeViewModel)
    }
}
