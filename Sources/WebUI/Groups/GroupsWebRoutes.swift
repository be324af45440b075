import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// The routes of the My groups scene: the page (which loads the row when shown), retry, and the card images
/// (named by their group, `GroupsPaths.image(groupID:)`).
public struct GroupsWebRoutes: Sendable {
    private let makeViewModel: @MainActor @Sendable () -> MyGroupListViewModel
    private let images: MyGroupImageLoader

    /// - Parameters:
    ///   - makeViewModel: makes a window's view model (once per page load).
    ///   - images: loads the card images.
    public init(
        makeViewModel: @escaping @MainActor @Sendable () -> MyGroupListViewModel, images: MyGroupImageLoader
    ) {
        self.makeViewModel = makeViewModel
        self.images = images
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(GroupsPaths.list)) { request, context in
            let strings = context.strings
            return try await context.windowPage(for: request) { window, isNew in
                let viewModel = self.viewModel(in: window)
                if isNew {
                    viewModel.didAppear()
                }
                return viewModel
            } show: { window, viewModel in
                let region = window.register(
                    LiveRegion(id: GroupsPage.regionID, observing: viewModel) {
                        GroupsPage.row(viewModel.state, strings: strings)
                    })
                return WindowPage(title: strings[GroupsWords.title]) {
                    GroupsPage.page(region: region, strings: strings)
                }
            }
        }
        routes.post(RouterPath(GroupsPaths.retry)) { request, context in
            try await context.windowAction(request) { window in self.viewModel(in: window).didTapRetry() }
        }
        routes.get(RouterPath(GroupsPaths.imagePattern)) { request, _ in
            guard case .image(let id)? = GroupsPaths.destination(from: SceneAddress(request.uri)) else {
                throw HTTPError(.notFound)
            }
            return try await Response.loadedImage(for: request, caching: .revalidated) {
                try await images.image(groupID: id)
            }
        }
        return routes
    }

    @MainActor
    private func viewModel(in window: Window) -> MyGroupListViewModel {
        window.viewModel(make: makeViewModel)
    }
}
