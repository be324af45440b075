import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Networking
import PresentationLayer
import SampleData
import TerminalKit
import TerminalUI
import WebUI

/// The Bookshelf scene: a list of items, from the bundled data in dev, the staging API in alpha and the
/// service at `BOOKSHELF_BASE_URL` in real.
struct BookshelfSceneDIContainer: SceneDIContainer {
    static let scene = "Bookshelf"
    static let path = "/bookshelf"
    static let settings: [any SceneSettingDeclaration] = [baseURL]
    /// The Bookshelf service: alpha points it at the staging API, and a value that is not an http(s) address
    /// stops the start naming the variable. No public service exists: without it the real phase's screen says
    /// it cannot reach the default (reserved, it resolves nowhere).
    static let baseURL = SceneSetting.url(
        "BOOKSHELF_BASE_URL", default: URL(staticString: "http://bookshelf.invalid"))

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// The Bookshelf service: the staging API in alpha, `BOOKSHELF_BASE_URL` in real.
        let service: DataTransferService
        /// Reads the bundled items (dev).
        let items: @Sendable () throws -> [SampleBook]
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        self.init(
            dependencies: Dependencies(
                phase: app.phase,
                service: app.dataTransferService(baseURL: app.configuration[Self.baseURL], label: "bookshelf"),
                items: { [sampleData = app.sampleData] in try sampleData().bookshelf }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let fetchList = FetchBookListInteractor(repository: makeRepository())
        router.addRoutes(BookshelfWebRoutes(makeViewModel: { BookshelfListViewModel(fetchList: fetchList) }).routes)
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let fetchList = FetchBookListInteractor(repository: makeRepository())
        return { BookshelfScreen(viewModel: BookshelfListViewModel(fetchList: fetchList), strings: strings) }
    }

    @MainActor
    func terminalScreens(showing destination: BookshelfDestination, strings: Strings) -> [any TerminalScreen] {
        [terminalScreen(strings: strings)()]
    }

    private func makeRepository() -> any BookRepository {
        let source: any BookDataSource =
            switch dependencies.phase {
            case .dev: BundledBookDataSource(items: dependencies.items)
            case .alpha, .real: RemoteBookDataSource(service: dependencies.service)
            }
        return DataSourceBookRepository(dataSource: source)
    }
}
