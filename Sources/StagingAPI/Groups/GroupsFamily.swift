import Hummingbird
import SampleData

/// The groups service (the My groups scene; no public one exists): `/groups` and its images under
/// `/images/groups`; errors in plain text.
enum GroupsFamily: APIFamily {
    static let paths = ["/groups", "/images/groups"]

    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset) {
        GroupsRoutes(groups: dataset.groups).register(on: router)
    }
}
