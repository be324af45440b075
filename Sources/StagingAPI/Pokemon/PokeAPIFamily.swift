import Hummingbird
import SampleData

/// PokeAPI (the Pokémon scene): the list and details under `/api/v2`, sprites under `/sprites`; errors in
/// plain text, as PokeAPI answers them.
enum PokeAPIFamily: APIFamily {
    static let paths = ["/api/v2", "/sprites"]

    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset) {
        PokeAPIRoutes(pokemon: dataset.pokemon).register(on: router)
    }

    static let malformedBody = #"{"count": 151, "next": null, "results": [ oops"#
}
