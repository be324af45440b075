import Hummingbird
import PresentationLayer

/// The routes of the My groups scene: the page (which loads the row when shown), retry, and the card images.
public struct GroupsRoutes: Sendable {
    private let makeViewModel: @MainActor @Sendable () -> MyGroupListViewModel
    private let images: MyGroupImageLoader
    private let settling: SettlePolicy

    /// - Parameters:
    ///   - makeViewModel: makes a window's view model (once per page load).
    ///   - images: loads the card images.
    ///   - settling: how long the page waits for the row before it shows the loading state.
    public init(
        makeViewModel: @escaping @MainActor @Sendable () -> MyGroupListViewModel, images: MyGroupImageLoader,
        settling: SettlePolicy = SettlePolicy()
    ) {
        self.makeViewModel = makeViewModel
        self.images = images
        self.settling = settling
    }

    /// The path of the image of the card at `index` in the row of window `windowID`.
    static func imagePath(index: Int, windowID: String) -> String {
        "/groups/images/\(index)?window=\(windowID)"
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get("/groups") { request, context in
            let strings = context.strings
            return try await context.windowPage(for: request, settling: settling) { window, isNew in
                let viewModel = self.viewModel(in: window)
                if isNew {
                    viewModel.didAppear()
                }
                return viewModel
            } show: { window, viewModel in
                let windowID = window.id
                let region = window.register(
                    LiveRegion(id: GroupsPage.regionID, observing: viewModel) {
                        GroupsPage.row(viewModel.state, windowID: windowID, strings: strings)
                    })
                return WindowPage(title: strings[GroupsText.title]) {
                    GroupsPage.page(region: region, strings: strings)
                }
            }
        }
        routes.post("/groups/retry") { request, context in
            try await context.windowAction(request) { window in self.viewModel(in: window).didTapRetry() }
        }
        routes.get("/groups/images/:index") { request, context in
            guard let index = context.parameters.get("index", as: Int.self),
                let windowID = request.uri.queryParameters["window"].map(String.init)
            else { throw HTTPError(.notFound) }
            let item = try await context.withSession { session -> MyGroupItemViewModel? in
                guard let window = session.window(id: windowID) else { return nil }
                let items = self.viewModel(in: window).state.items
                return items.indices.contains(index) ? items[index] : nil
            }
            guard let item else { throw HTTPError(.notFound) }
            return try await Response.loadedImage(cacheControl: "private, no-cache") {
                try await images.image(for: item)
            }
        }
        return routes
    }

    @MainActor
    private func viewModel(in window: Window) -> MyGroupListViewModel {
        window.viewModel(key: GroupsPage.regionID, make: makeViewModel)
    }
}
