import PresentationLayer

/// The addresses of the Pokémon scene's routes: shareable and bookmarkable.
enum PokemonPaths {
    static let list = "/pokemon"

    static func path(for route: PokemonRoute) -> String {
        switch route {
        case .list(let offset): offset > 0 ? "\(list)?offset=\(offset)" : list
        case .details(let name): "\(list)/\(segment(name))"
        case .sprite(let name): "\(list)/\(segment(name))/sprite"
        }
    }

    static func retry(details name: String) -> String {
        "\(list)/\(segment(name))/retry"
    }

    static let retryList = "\(list)/retry"

    private static func segment(_ name: String) -> String {
        PercentEncoding.encode(name)
    }
}
