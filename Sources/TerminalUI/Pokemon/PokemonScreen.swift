import PresentationLayer

/// (A placeholder of the screen's public shape, until the screen lands.)
@MainActor
public final class PokemonScreen: TerminalScreen {
    public let title = "Pokémon"

    public init(
        list: PokemonListViewModel, makeDetails: @escaping @MainActor () -> PokemonDetailsViewModel, strings: Strings
    ) {}

    public func draw(in body: inout ScreenBuffer) {}

    public func handle(_ key: Key) -> TerminalNavigation { .ignored }
}
