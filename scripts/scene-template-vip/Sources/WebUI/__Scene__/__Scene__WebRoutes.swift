import Hummingbird
import LiveWeb
import PresentationLayer

/// The routes of the __Title__ scene, in Clean Swift VIP: the list page (`?selected=` marks an item), which loads
/// the items when shown, and its Retry. Each page load is a window holding the scene's view (`__Scene__View`),
/// which the configurator wires to an interactor, a presenter and a router; the window's address follows the
/// view's route.
public struct __Scene__WebRoutes: Sendable {
    private let configurator: __Scene__Configurator

    /// - Parameter worker: the scene's way to the use cases.
    public init(worker: any __Scene__WorkerLogic) {
        configurator = __Scene__Configurator(worker: worker)
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(__Scene__Paths.list)) { request, context in
            guard let route = __Scene__Paths.destination(from: SceneAddress(request.uri)) else {
                throw HTTPError(.notFound)
            }
            let strings = context.strings
            return try await context.windowPage(for: request) { window, isNew in
                let view = self.view(in: window, route: route)
                if isNew {
                    view.didOpen()
                }
                return view
            } show: { window, view in
                window.follow { __Scene__Paths.path(for: view.route) }
                let region = window.register(
                    LiveRegion(id: __Scene__Page.regionID) {
                        __Scene__Page.render(view.state, route: view.route, strings: strings)
                    })
                return WindowPage(title: strings[__Scene__Words.title]) {
                    __Scene__Page.page(region: region, strings: strings)
                }
            }
        }
        routes.post(RouterPath(__Scene__Paths.retry)) { request, context in
            try await context.windowAction(request) { window in
                self.view(in: window, route: .list(selectedID: nil)).didTapRetry()
            }
        }
        return routes
    }

    @MainActor
    private func view(in window: Window, route: __Scene__Destination) -> __Scene__View {
        window.viewModel { __Scene__View(configurator: configurator, route: route) }
    }
}
