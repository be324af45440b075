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

    /// Adds the routes (pass it to `WebServer.addRoutes`).
    public func register(on router: Router<WebRequestContext>, sessions: SessionStore) {
        router.get("/pokemon") { request, context in
            let offset = request.uri.queryParameters.get("offset", as: Int.self) ?? 0
            let viewModel = try await context.withSession { session in listViewModel(session) }
            await viewModel.didOpenPage(offset: offset)
            await settling.wait(for: viewModel)
            return try await context.withSession { session in
                let region = session.register(
                    LiveRegion(id: PokemonListView.regionID) {
                        PokemonListView.render(viewModel.state, csrfToken: session.csrfToken)
                    })
                return context.page(title: "Pokémon", "<h1>Pokémon</h1>\n\(region)")
            }
        }
        router.post("/pokemon/retry") { request, context in
            let viewModel = try await context.withSession { session in listViewModel(session) }
            await viewModel.didTapRetry()
            let offset = await Self.offset(of: viewModel.state)
            return context.actionResponse(redirectingTo: PokemonPaths.path(for: .list(offset: offset)), for: request)
        }
        router.get("/pokemon/:name") { _, context in
            let name = try Self.name(context)
            let viewModel = try await context.withSession { session in detailsViewModel(session) }
            await viewModel.didOpen(name: name)
            await settling.wait(for: viewModel)
            return try await context.withSession { session in
                let state = viewModel.state
                let region = session.register(
                    LiveRegion(id: PokemonDetailsView.regionID) {
                        PokemonDetailsView.render(viewModel.state, csrfToken: session.csrfToken)
                    })
                let status: HTTPResponse.Status = if case .notFound = state { .notFound } else { .ok }
                return context.page(title: PokemonDetailsView.title(state), status: status, region)
            }
        }
        router.post("/pokemon/:name/retry") { request, context in
            let name = try Self.name(context)
            let viewModel = try await context.withSession { session in detailsViewModel(session) }
            await viewModel.didTapRetry()
            return context.actionResponse(redirectingTo: PokemonPaths.path(for: .details(name: name)), for: request)
        }
        router.get("/pokemon/:name/sprite") { _, context in
            guard let image = await sprites.sprite(name: try Self.name(context)) else {
                throw HTTPError(.notFound)
            }
            return try Response.image(image, cacheControl: "public, max-age=86400")
        }
    }

    @MainActor
    private func listViewModel(_ session: Session) -> PokemonListViewModel {
        session.viewModel(key: "pokemon.list", make: makeListViewModel)
    }

    @MainActor
    private func detailsViewModel(_ session: Session) -> PokemonDetailsViewModel {
        session.viewModel(key: "pokemon.details", make: makeDetailsViewModel)
    }

    /// The offset of the page on screen, or of the page asked for.
    private static func offset(of state: PokemonListViewModel.State) -> Int {
        switch state {
        case .loading(let offset, _), .failed(_, let offset, _): offset
        case .loaded(let content): content.offset
        case .idle: 0
        }
    }

    private static func name(_ context: WebRequestContext) throws -> String {
        guard let raw = context.parameters.get("name") else { throw HTTPError(.notFound) }
        return raw.removingPercentEncoding ?? raw
    }
}
