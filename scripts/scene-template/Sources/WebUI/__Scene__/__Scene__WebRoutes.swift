import Hummingbird
import LiveWeb
import PresentationLayer

/// The routes of the __Title__ scene: the list page, which loads the items when shown, and its Retry.
public struct __Scene__WebRoutes: Sendable {
    private let makeViewModel: @MainActor @Sendable () -> __Scene__ListViewModel

    /// - Parameter makeViewModel: makes a window's view model (once per page load).
    public init(makeViewModel: @escaping @MainActor @Sendable () -> __Scene__ListViewModel) {
        self.makeViewModel = makeViewModel
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(__Scene__Paths.list)) { request, context in
            let strings = context.strings
            return try await context.windowPage(for: request) { window, isNew in
                let viewModel = self.viewModel(in: window)
                if isNew {
                    viewModel.didAppear()
                }
                return viewModel
            } show: { window, viewModel in
                let region = window.register(
                    LiveRegion(id: __Scene__Page.regionID) { __Scene__Page.render(viewModel.state, strings: strings) })
                return WindowPage(title: strings[__Scene__Words.title]) {
                    __Scene__Page.page(region: region, strings: strings)
                }
            }
        }
        routes.post(RouterPath(__Scene__Paths.retry)) { request, context in
            try await context.windowAction(request) { window in self.viewModel(in: window).didTapRetry() }
        }
        return routes
    }

    @MainActor
    private func viewModel(in window: Window) -> __Scene__ListViewModel {
        window.viewModel(make: makeViewModel)
    }
}
