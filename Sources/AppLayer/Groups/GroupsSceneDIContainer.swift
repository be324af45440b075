import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Logging
import PresentationLayer
import WebUI

/// The My groups scene (the seed's `MyGroupDI`): a row of cards, with an `ObservableObject` view model and
/// Combine. The bundled groups (and placeholder images) in dev, the groups service in alpha (the staging
/// API) and real (`GROUPS_BASE_URL`).
struct GroupsSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            scene: .groups, path: "/groups",
            problem: app.phase == .real && app.baseURLs.groups == nil ? .missingKey(variable: "GROUPS_BASE_URL") : nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let images = MyGroupImageLoader(
            fetchMyGroupImage: FetchMyGroupImageInteractor(images: makeImagesRepository()),
            fetchMyGroupList: FetchMyGroupListInteractor(groups: makeGroupsRepository()))
        router.addRoutes(
            GroupsRoutes(
                makeViewModel: { MyGroupListViewModel(fetchMyGroupList: images.fetchMyGroupList) }, images: images
            ).routes)
    }

    private func makeGroupsRepository() -> any MyGroupRepository {
        let source: any MyGroupDataSource =
            switch app.phase {
            case .dev: BundledMyGroupDataSource(groups: { [app] in try app.sampleData().groups })
            case .alpha, .real:
                HTTPMyGroupDataSource(service: app.dataTransferService(baseURL: baseURL, label: "groups"))
            }
        return DataSourceMyGroupRepository(dataSource: source)
    }

    private func makeImagesRepository() -> any MyGroupImagesRepository {
        switch app.phase {
        case .dev:
            PlaceholderMyGroupImagesRepository()
        case .alpha, .real:
            CachedMyGroupImagesRepository(
                loader: app.imageLoader, baseURL: baseURL, logger: Logger(label: "strata.groups.images"))
        }
    }

    /// The groups service: the staging API in alpha, `GROUPS_BASE_URL` in real.
    // NB: in real without GROUPS_BASE_URL `link.problem` is set, so the app flow registers no routes and this
    // address (reserved, it resolves nowhere) is never asked.
    private var baseURL: URL {
        app.baseURLs.groups ?? URL(staticString: "http://groups.invalid")
    }
}
