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

/// The __Title__ scene: a list of items, from the bundled data in dev, the staging API in alpha and the
/// service at `__SCENE___BASE_URL` in real.
struct __Scene__SceneDIContainer: SceneDIContainer {
    static let scene = "__Scene__"
    static let path = "__path__"
    static let settings: [any SceneSettingDeclaration] = [baseURL]
    /// The __Title__ service: alpha points it at the staging API, and a value that is not an http(s) address
    /// stops the start naming the variable. No public service exists: without it the real phase's screen says
    /// it cannot reach the default (reserved, it resolves nowhere).
    static let baseURL = SceneSetting.url(
        "__SCENE___BASE_URL", default: URL(staticString: "http://__kebab__.invalid"))

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// The __Title__ service: the staging API in alpha, `__SCENE___BASE_URL` in real.
        let service: DataTransferService
        /// Reads the bundled items (dev).
        let items: @Sendable () throws -> [Sample__Entity__]
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        self.init(
            dependencies: Dependencies(
                phase: app.phase,
                service: app.dataTransferService(baseURL: app.configuration[Self.baseURL], label: "__kebab__"),
                items: { [sampleData = app.sampleData] in try sampleData().__scene__ }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let fetchList = Fetch__Entity__ListInteractor(repository: makeRepository())
        router.addRoutes(__Scene__WebRoutes(makeViewModel: { __Scene__ListViewModel(fetchList: fetchList) }).routes)
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let fetchList = Fetch__Entity__ListInteractor(repository: makeRepository())
        return { __Scene__Screen(viewModel: __Scene__ListViewModel(fetchList: fetchList), strings: strings) }
    }

    @MainActor
    func terminalScreens(showing destination: __Scene__Destination, strings: Strings) -> [any TerminalScreen] {
        [terminalScreen(strings: strings)()]
    }

    private func makeRepository() -> any __Entity__Repository {
        let source: any __Entity__DataSource =
            switch dependencies.phase {
            case .dev: Bundled__Entity__DataSource(items: dependencies.items)
            case .alpha, .real: Remote__Entity__DataSource(service: dependencies.service)
            }
        return DataSource__Entity__Repository(dataSource: source)
    }
}
