import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Logging
import Networking
import PresentationLayer
import SampleData
import TerminalKit
import TerminalUI
import WebUI

/// The My groups scene (the seed's `MyGroupDI`): a row of cards, with an `ObservableObject` view model and
/// Combine. The bundled groups (and placeholder images) in dev, the groups service in alpha (the staging
/// API) and real (`GROUPS_BASE_URL`).
struct GroupsSceneDIContainer: SceneDIContainer {
    static let scene = "Groups"
    static let path = "/groups"
    static let documentation = "ThreePatterns#MVVM-with-Combine"
    static let settings: [any SceneSettingDeclaration] = [baseURL]
    /// No public service exists: alpha points it at the staging API, and real needs it.
    static let baseURL = SceneSetting.url(
        "GROUPS_BASE_URL", requiredInReal: "the groups service (My groups, real phase); no default")

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        let imageLoader: CachedImageLoader
        /// The groups service: the staging API in alpha, `GROUPS_BASE_URL` in real.
        // In real without GROUPS_BASE_URL the scene's link has a problem, so the app flow registers no
        // routes and this address (reserved, it resolves nowhere) is never asked.
        let baseURL: URL
        let groupsService: DataTransferService
        let groups: @Sendable () throws -> [SampleGroup]
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        let baseURL = app.configuration[Self.baseURL] ?? URL(staticString: "http://groups.invalid")
        self.init(
            dependencies: Dependencies(
                phase: app.phase, imageLoader: app.imageLoader, baseURL: baseURL,
                groupsService: app.dataTransferService(baseURL: baseURL, label: "groups"),
                groups: { [sampleData = app.sampleData] in try sampleData().groups }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let images = makeImageLoader()
        router.addRoutes(
            GroupsWebRoutes(
                makeViewModel: { MyGroupListViewModel(fetchMyGroupList: images.fetchMyGroupList) }, images: images
            ).routes)
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let fetchMyGroupList = makeImageLoader().fetchMyGroupList
        return {
            GroupsScreen(viewModel: MyGroupListViewModel(fetchMyGroupList: fetchMyGroupList), strings: strings)
        }
    }

    /// The row of groups, whichever destination (a group's image names no screen of its own).
    @MainActor func terminalScreens(showing destination: GroupsDestination, strings: Strings) -> [any TerminalScreen] {
        [terminalScreen(strings: strings)()]
    }

    /// The groups' images and list, over this phase's repositories.
    private func makeImageLoader() -> MyGroupImageLoader {
        MyGroupImageLoader(
            fetchMyGroupImage: FetchMyGroupImageInteractor(images: makeImagesRepository()),
            fetchMyGroupList: TracedFetchMyGroupListUseCase(
                base: FetchMyGroupListInteractor(groups: TracedMyGroupRepository(base: makeGroupsRepository()))))
    }

    private func makeGroupsRepository() -> any MyGroupRepository {
        let source: any MyGroupDataSource =
            switch dependencies.phase {
            case .dev: BundledMyGroupDataSource(groups: dependencies.groups)
            case .alpha, .real: RemoteMyGroupDataSource(service: dependencies.groupsService)
            }
        return DataSourceMyGroupRepository(dataSource: source)
    }

    private func makeImagesRepository() -> any MyGroupImagesRepository {
        switch dependencies.phase {
        case .dev:
            PlaceholderMyGroupImagesRepository()
        case .alpha, .real:
            CachedMyGroupImagesRepository(
                loader: dependencies.imageLoader, baseURL: dependencies.baseURL,
                logger: Logger(label: "strata.groups.images"))
        }
    }
}
