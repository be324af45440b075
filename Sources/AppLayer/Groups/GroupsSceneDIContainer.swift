import DataLayer
import DomainLayer
import Hummingbird
import Logging
import PresentationLayer
import WebUI

/// The My groups scene (the seed's `MyGroupDI`): a row of cards, with an `ObservableObject` view model and
/// Combine. It picks the data source by phase: the bundled groups in dev, the groups service in alpha and
/// real.
struct GroupsSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            title: "My groups", path: "/groups",
            summary: "A row of group cards, bound with Combine as in the SwiftUI sample.",
            problem: app.phase == .real && app.baseURLs.groups == nil
                ? "Set GROUPS_BASE_URL to use this scene in the real phase: no public groups service exists."
                : nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>, sessions: SessionStore) {
        // NB: without a groups service (real, no GROUPS_BASE_URL) `link.problem` is set and the app flow does
        // not register this scene; the home page says what to set.
        guard let (groups, images) = makeRepositories() else { return }
        let fetchMyGroupList = FetchMyGroupListInteractor(groups: groups)
        router.addRoutes(
            GroupsRoutes(
                makeViewModel: { MyGroupListViewModel(fetchMyGroupList: fetchMyGroupList) },
                images: GroupImageLoader(fetchGroupImage: FetchGroupImageInteractor(images: images))
            ).routes)
    }

    /// The groups and images repositories of the running phase; nil when the phase has no groups service.
    func makeRepositories() -> (any MyGroupRepository, any GroupImagesRepository)? {
        switch app.phase {
        case .dev:
            let dataSource = BundledMyGroupDataSource(groups: { [app] in try app.sampleData().groups })
            return (DataSourceMyGroupRepository(dataSource: dataSource), PlaceholderGroupImagesRepository())
        case .alpha, .real:
            guard let service = app.groupsService else { return nil }
            let images = CachedGroupImagesRepository(
                loader: app.imageLoader, baseURL: service.configuration.baseURL,
                logger: Logger(label: "strata.groups.images"))
            return (DataSourceMyGroupRepository(dataSource: HTTPMyGroupDataSource(service: service)), images)
        }
    }
}
