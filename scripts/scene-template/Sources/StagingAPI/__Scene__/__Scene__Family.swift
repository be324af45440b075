import Hummingbird
import SampleData

/// The __Title__ service (no public one exists): `__path__/items`; errors in plain text, the defaults.
enum __Scene__Family: APIFamily {
    static let paths = ["__path__"]

    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset) {
        __Scene__Routes(items: dataset.__scene__).register(on: router)
    }
}
