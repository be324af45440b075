import Foundation
import Hummingbird
import PresentationLayer

/// The Pokémon scene's pages: `/pokemon?offset=N`, `/pokemon/{name}`, its sprite, and the retry forms.
/// Each browser session keeps one list and one details view model.
public struct PokemonRoutes: Sendable {
    private let makeListViewModel: @MainActor @Sendable () -> PokemonListViewModel
    private let makeDetailsViewModel: @MainActor @Sendable () -> PokemonDetailsViewModel
    private let sprites: PokemonSpriteLoader
    private let settling: SettlePolicy

    /// - Parameters:
    ///   - makeListViewModel: makes a session's list view model, on its first visit.
    ///   - makeDetailsViewModel: makes a session's details view model, on its first visit.
    ///   - sprites: loads the sprite images.
    ///   - settling: how long a page waits for its data before it shows the loading state.
    public init(
        makeListViewModel: @escaping @MainActor @Sendable () -> PokemonListViewModel,
        makeDetailsViewModel: @escaping @MainActor @Sendable () -> PokemonDetailsViewModel,
        sprites: PokemonSpriteLoader, settling: SettlePolicy = SettlePolicy()
    ) {
        self.makeListViewModel = makeListViewModel
        self.makeDetailsViewModel = makeDetailsViewModel
        self.sprites = sprites
        self.settling = settling
    }

    /// The routes, for `router.addRoutes(_:)`.
    public var routes: RouteCollection<WebRequestContext> {
        let routes = RouteCollection(context: WebRequestContext.self)
        routes.get("/pokemon") { request, context in
            let offset = request.uri.queryParameters.get("offset", as: Int.self) ?? 0
            let viewModel = try await context.withSession { session in
                let viewModel = listViewModel(session)
                viewModel.didOpenPage(offset: offset)
                return viewModel
            }
            await settling.wait(for: viewModel)
            return try await context.withSession { session in
                let region = session.register(
                    LiveRegion(id: PokemonListPage.regionID) {
                        PokemonListPage.render(viewModel.state, csrfToken: session.csrfToken)
                    })
                return context.page(title: "Pokémon", "<h1>Pokémon</h1>\n\(region)")
            }
        }
        routes.post("/pokemon/retry") { request, context in
            let route = try await context.withSession { session in
                let viewModel = listViewModel(session)
                viewModel.didTapRetry()
                return viewModel.route
            }
            return context.actionResponse(redirectingTo: PokemonPaths.path(for: route), for: request)
        }
        routes.get("/pokemon/:name") { _, context in
            let name = try Self.name(context)
            let viewModel = try await context.withSession { session in
                let viewModel = detailsViewModel(session)
                viewModel.didOpen(name: name)
                return viewModel
            }
            await settling.wait(for: viewModel)
            return try await context.withSession { session in
                let state = viewModel.state
                let region = session.register(
                    LiveRegion(id: PokemonDetailsPage.regionID) {
                        PokemonDetailsPage.render(viewModel.state, csrfToken: session.csrfToken)
                    })
                let status: HTTPResponse.Status = if case .notFound = state { .notFound } else { .ok }
                return context.page(title: PokemonDetailsPage.title(state), status: status, region)
            }
        }
        routes.post("/pokemon/:name/retry") { request, context in
            let name = try Self.name(context)
            try await context.withSession { session in detailsViewModel(session).didTapRetry() }
            return context.actionResponse(redirectingTo: PokemonPaths.path(for: .details(name: name)), for: request)
        }
        routes.get("/pokemon/:name/sprite") { _, context in
            let name = try Self.name(context)
            return try await Response.loadedImage(cacheControl: "public, max-age=86400") {
                try await sprites.image(name: name)
            }
        }
        return routes
    }

    @MainActor
    private func listViewModel(_ session: Session) -> PokemonListViewModel {
        session.viewModel(key: "pokemon.list", make: makeListViewModel)
    }

    @MainActor
    private func detailsViewModel(_ session: Session) -> PokemonDetailsViewModel {
        session.viewModel(key: "pokemon.details", make: makeDetailsViewModel)
    }

    private static func name(_ context: WebRequestContext) throws -> String {
        guard let raw = context.parameters.get("name") else { throw HTTPError(.notFound) }
        return raw.removingPercentEncoding ?? raw
    }
}
