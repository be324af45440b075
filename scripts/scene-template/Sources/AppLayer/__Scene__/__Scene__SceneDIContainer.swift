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
    static let settings: [SceneSetting] = [
        .optional("__SCENE___BASE_URL", "the __Title__ service (real phase); default \(defaultBaseURL)")
    ]
    /// No public service exists: the real phase needs `__SCENE___BASE_URL`, and without it the screen says it
    /// cannot reach this address (reserved, it resolves nowhere).
    static let defaultBaseURL = URL(staticString: "http://__kebab__.invalid")

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
        let baseURL = app.configuration.stagingAPI ?? Self.baseURL(in: app.configuration)
        self.init(
            dependencies: Dependencies(
                phase: app.phase, service: app.dataTransferService(baseURL: baseURL, label: "__kebab__"),
                items: { [sampleData = app.sampleData] in try sampleData().__scene__ }))
    }

    /// `__SCENE___BASE_URL` when it is an http(s) address, else ``defaultBaseURL``.
    static func baseURL(in configuration: AppConfiguration) -> URL {
        guard let text = configuration.environment["__SCENE___BASE_URL"]?.value, let url = URL(string: text),
            let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
        else { return defaultBaseURL }
        return url
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let fetchList = Fetch__Entity__ListInteractor(repository: makeRepository())
        router.addRoutes(__Scene__WebRoutes(makeViewModel: { __Scene__ListViewModel(fetchList: fetchList) }).routes)
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let fetchList = Fetch__Entity__ListInteractor(repository: makeRepository())
        return { __Scene__Screen(viewModel: __Scene__ListViewModel(fetchList: fetchList), strings: strings) }
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
