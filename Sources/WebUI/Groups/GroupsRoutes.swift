import Hummingbird
import PresentationLayer

/// The routes of the My groups scene: the page (which loads the row when shown), retry, and the card images.
public struct GroupsRoutes: Sendable {
    private let makeViewModel: @MainActor @Sendable () -> MyGroupListViewModel
    private let images: MyGroupImageLoader
    private let settling: SettlePolicy

    /// - Parameters:
    ///   - makeViewModel: makes a browser session's view model (once per session).
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

    /// The path of the image of the card at `index` in the row.
    static func imagePath(index: Int) -> String {
        "/groups/images/\(index)"
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get("/groups") { _, context in
            let viewModel = try await context.withSession { session in
                let viewModel = self.viewModel(in: session)
                viewModel.didAppear()
                return viewModel
            }
            // NB: the page is complete without JavaScript; with it, later changes arrive as live updates.
            await settling.wait(for: viewModel)
            return try await context.withSession { session in
                let token = session.csrfToken
                let region = session.register(
                    LiveRegion(id: GroupsPage.regionID, observing: viewModel) {
                        GroupsPage.row(viewModel.state, csrfToken: token)
                    })
                return context.page(title: "My groups", GroupsPage.page(region: region))
            }
        }
        routes.post("/groups/retry") { request, context in
            try await context.withSession { session in
                self.viewModel(in: session).didTapRetry()
                return context.actionResponse(redirectingTo: "/groups", for: request)
            }
        }
        routes.get("/groups/images/:index") { _, context in
            guard let index = context.parameters.get("index", as: Int.self) else { throw HTTPError(.notFound) }
            let item = try await context.withSession { session in
                let items = self.viewModel(in: session).state.items
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
    private func viewModel(in session: Session) -> MyGroupListViewModel {
        session.viewModel(key: GroupsPage.regionID, make: makeViewModel)
    }
}
