// MVVM with Observation: the Pokémon list's view model is `@Observable`, so a view reads `state` inside
// observation tracking and is told when what it read changes. Its input is an event (`didOpenPage(offset:)`),
// and the use case it calls is a protocol of the domain, here answered by a fixed page.

// snippet.hide
import DomainLayer
import Observation
import PresentationLayer

// snippet.show
struct FirstPage: FetchPokemonPageUseCase {
    func execute(offset: Int) async throws -> PokemonPage {
        PokemonPage(offset: 0, count: 1, pokemon: [PokemonSummary(id: 25, name: "pikachu")])
    }
}

let viewModel = PokemonListViewModel(fetchPage: FirstPage())
withObservationTracking {
    _ = viewModel.state  // what a view reads while it renders
} onChange: {
    print("the list changed: render again")
}
viewModel.didOpenPage(offset: 0)
await viewModel.settled()
print(viewModel.state.status)  // loaded
