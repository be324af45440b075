import LiveWeb
import PresentationLayer

/// The addresses of the Pokémon scene's routes: shareable and bookmarkable. The route patterns the scene
/// registers are here too, so an address and the route that answers it cannot drift apart.
enum PokemonPaths {
    static let list = "/pokemon"
    static let retryList = "\(list)/retry"
    /// A Pokémon's page, `/pokemon/{name}`.
    static let detailsPattern = "\(list)/:name"
    /// Where Retry posts for a Pokémon's page.
    static let retryDetailsPattern = "\(detailsPattern)/retry"
    /// A Pokémon's sprite, named by the Pokémon (see `Response.loadedImage(for:caching:_:)`).
    static let spritePattern = "\(detailsPattern)/sprite"

    /// The address of `route`.
    static func path(for route: PokemonDestination) -> String {
        switch route {
        case .list(let offset): offset > 0 ? "\(list)?offset=\(offset)" : list
        case .details(let name): "\(list)/\(segment(name))"
        case .sprite(let name): "\(list)/\(segment(name))/sprite"
        }
    }

    /// The route `address` names: the list page at its offset (0 or more), a Pokémon's page, or its sprite; nil
    /// for any other address, or a name that is not valid percent-encoding.
    static func destination(from address: SceneAddress) -> PokemonDestination? {
        guard let segments = address.segments(after: list) else { return nil }
        switch (segments.count, segments.last) {
        case (0, _):
            return .list(offset: max(address.integer("offset") ?? 0, 0))
        case (1, let name?):
            return SceneAddress.decoded(name).map { .details(name: $0) }
        case (2, "sprite"):
            return SceneAddress.decoded(segments[segments.startIndex]).map { .sprite(name: $0) }
        default:
            return nil
        }
    }

    static func retry(details name: String) -> String {
        "\(list)/\(segment(name))/retry"
    }

    private static func segment(_ name: String) -> String {
        PercentEncoding.encode(name)
    }
}

extension PokemonDestination: ScreenAddressable {
    /// The list page or the Pokémon `address` names (`PokemonPaths.destination(from:)`); nil for a sprite's.
    public init?(screenAddress address: SceneAddress) {
        switch PokemonPaths.destination(from: address) {
        case .list(let offset): self = .list(offset: offset)
        case .details(let name): self = .details(name: name)
        case .sprite, nil: return nil
        }
    }

    /// `PokemonPaths.path(for:)`.
    public var screenAddress: String { PokemonPaths.path(for: self) }
}
