import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// The Pokémon scene's pages: `/pokemon?offset=N`, "Go to number" (`/pokemon?number=25`, which leads to
/// `/pokemon/25`), `/pokemon/{name}`, its sprite, and (with JavaScript) the retry actions. Each page load is a
/// window with its own view model, opened at the route its URL names.
public struct PokemonWebRoutes: Sendable {
    private let makeListViewModel: @MainActor @Sendable () -> PokemonListViewModel
    private let makeDetailsViewModel: @MainActor @Sendable () -> PokemonDetailsViewModel
    private let sprites: PokemonSpriteLoader

    /// - Parameters:
    ///   - makeListViewModel: makes a window's list view model.
    ///   - makeDetailsViewModel: makes a window's details view model.
    ///   - sprites: loads the sprite images.
    public init(
        makeListViewModel: @escaping @MainActor @Sendable () -> PokemonListViewModel,
        makeDetailsViewModel: @escaping @MainActor @Sendable () -> PokemonDetailsViewModel,
        sprites: PokemonSpriteLoader
    ) {
        self.makeListViewModel = makeListViewModel
        self.makeDetailsViewModel = makeDetailsViewModel
        self.sprites = sprites
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get(RouterPath(PokemonPaths.list)) { request, context in
            let address = SceneAddress(request.uri)
            guard case .list(let offset)? = PokemonPaths.destination(from: address) else {
                throw HTTPError(.notFound)
            }
            let jumpText = address[PokemonJumpForm.parameter]
            let strings = context.strings
            return try await context.windowPage(for: request) { window, isNew in
                let viewModel = listViewModel(window)
                if isNew {
                    viewModel.didOpenPage(offset: offset)
                }
                return viewModel
            } show: { window, viewModel in
                // "Go to number" is checked against the count the page loaded says, when it has loaded.
                var jump: (text: String, failure: PokemonJump.Failure)?
                if let jumpText {
                    switch PokemonJump.destination(for: jumpText, maximum: viewModel.state.content?.count) {
                    case .success(let destination): return .redirect(to: PokemonPaths.path(for: destination))
                    case .failure(let failure): jump = (jumpText, failure)
                    }
                }
                window.follow { PokemonPaths.path(for: viewModel.route) }
                let region = window.register(
                    LiveRegion(id: PokemonListPage.regionID) {
                        PokemonListPage.render(viewModel.state, strings: strings)
                    })
                return WindowPage(title: strings[PokemonWords.title]) { [jump] in
                    PokemonListPage.page(region: region, strings: strings, jump: jump)
                }
            }
        }
        routes.post(RouterPath(PokemonPaths.retryList)) { request, context in
            try await context.windowAction(request) { window in listViewModel(window).didTapRetry() }
        }
        routes.get(RouterPath(PokemonPaths.detailsPattern)) { request, context in
            guard case .details(let name)? = PokemonPaths.destination(from: SceneAddress(request.uri)) else {
                throw HTTPError(.notFound)
            }
            let strings = context.strings
            return try await context.windowPage(for: request) { window, isNew in
                let viewModel = detailsViewModel(window)
                if isNew {
                    viewModel.didOpen(name: name)
                }
                return viewModel
            } show: { window, viewModel in
                let state = viewModel.state
                let region = window.register(
                    LiveRegion(id: PokemonDetailsPage.regionID) {
                        PokemonDetailsPage.render(viewModel.state, strings: strings)
                    })
                let status: HTTPResponse.Status = if case .notFound = state { .notFound } else { .ok }
                return WindowPage(title: PokemonDetailsPage.title(state, strings: strings), status: status) {
                    region.html
                }
            }
        }
        routes.post(RouterPath(PokemonPaths.retryDetailsPattern)) { request, context in
            try await context.windowAction(request) { window in detailsViewModel(window).didTapRetry() }
        }
        routes.get(RouterPath(PokemonPaths.spritePattern)) { request, _ in
            guard case .sprite(let name)? = PokemonPaths.destination(from: SceneAddress(request.uri)) else {
                throw HTTPError(.notFound)
            }
            return try await Response.loadedImage(for: request, caching: .revalidated) {
                try await sprites.image(name: name)
            }
        }
        return routes
    }

    @MainActor
    private func listViewModel(_ window: Window) -> PokemonListViewModel {
        window.viewModel(make: makeListViewModel)
    }

    @MainActor
    private func detailsViewModel(_ window: Window) -> PokemonDetailsViewModel {
        window.viewModel(make: makeDetailsViewModel)
    }
}
