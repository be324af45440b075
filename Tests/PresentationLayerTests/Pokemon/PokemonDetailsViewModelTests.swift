import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct PokemonDetailsViewModelTests {
    let useCase = FakeFetchPokemonDetailsUseCase()

    func open(_ name: String, on viewModel: PokemonDetailsViewModel) async {
        viewModel.didOpen(name: name)
        await viewModel.settled()
    }

    /// Measures in metres and kilograms; stats and types by PokeAPI's names, which the view words per language.
    @Test func detailsShowConvertedMeasuresStatsAndHiddenAbilities() async {
        useCase.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        let viewModel = PokemonDetailsViewModel(fetchDetails: useCase)
        await open("pikachu", on: viewModel)
        let expected = PokemonDetailsContent(
            name: PokemonDisplayName(names: [.en: "Pikachu", .ko: "피카츄"], slug: "pikachu"), number: "#025",
            types: ["electric"], height: "0.4", weight: "6.0",
            stats: [
                .init(name: "hp", value: 35, maximum: 255), .init(name: "attack", value: 55, maximum: 255),
                .init(name: "special-attack", value: 50, maximum: 255), .init(name: "speed", value: 90, maximum: 255),
            ],
            abilities: [
                .init(name: PokemonDisplayName(names: [.en: "Static", .ko: "정전기"], slug: "static"), isHidden: false),
                .init(
                    name: PokemonDisplayName(names: [.en: "Lightning Rod", .ko: "피뢰침"], slug: "lightning-rod"),
                    isHidden: true),
            ],
            sprite: .sprite(name: "pikachu"), list: .list(offset: 20), previous: .init(id: 24), next: .init(id: 26))
        #expect(viewModel.state == .loaded(expected))
    }

    @Test func anUnknownNameIsTheNotFoundState() async {
        useCase.answers.answer("missingno", with: .failure(DomainError.notFound))
        let viewModel = PokemonDetailsViewModel(fetchDetails: useCase)
        await open("missingno", on: viewModel)
        #expect(viewModel.state == .notFound("missingno"))
    }

    @Test func aFailureIsWordedAndRetryLoadsAgain() async {
        useCase.answers.answer("pikachu", with: .failure(DomainError.timedOut))
        let viewModel = PokemonDetailsViewModel(fetchDetails: useCase)
        await open("pikachu", on: viewModel)
        #expect(viewModel.state == .failed(ErrorMessage.timedOut, of: "pikachu"))
        useCase.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == .loaded(PokemonDetailsContent(PokemonSamples.pikachu)))
    }

    @Test func aSupersededPokemonIsDroppedWhenItArrivesLate() async {
        useCase.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        useCase.answers.answer("pokemon-1", with: .success(PokemonSamples.details(id: 1)))
        useCase.answers.hold("pikachu")
        useCase.answers.hold("pokemon-1")
        let viewModel = PokemonDetailsViewModel(fetchDetails: useCase)
        viewModel.didOpen(name: "pikachu")
        viewModel.didOpen(name: "pokemon-1")
        // The superseded answer comes first, while the latest request still runs.
        useCase.answers.release("pikachu")
        useCase.answers.release("pokemon-1")
        await viewModel.settled()
        #expect(viewModel.state == .loaded(PokemonDetailsContent(PokemonSamples.details(id: 1))))
    }

    @Test func aCancellationShowsTheDetailsShownBefore() async {
        useCase.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        useCase.answers.answer("pokemon-1", with: .failure(CancellationError()))
        let viewModel = PokemonDetailsViewModel(fetchDetails: useCase)
        await open("pikachu", on: viewModel)
        await open("pokemon-1", on: viewModel)
        #expect(viewModel.state == .loaded(PokemonDetailsContent(PokemonSamples.pikachu)))
    }
}
