import DataLayer
import DomainLayer
import Foundation
import Hummingbird
import Networking
import PresentationLayer
import SampleData
import WebUI

/// The GitHub users scene: an endless list, a user's page, and bookmarks kept in `strata.sqlite`. The bundled
/// users (and placeholder avatars) in dev, GitHub in alpha (the staging API) and real, with `GITHUB_TOKEN`
/// raising the rate limit when set.
struct UsersSceneDIContainer: SceneDIContainer {
    static let scene = "Users"
    static let path = "/users"
    static let settings: [SceneSetting] = [
        .optional("GITHUB_TOKEN", "optional GitHub token, raises the rate limit (Users)"),
        .optional("GITHUB_BASE_URL", "default https://api.github.com"),
        .optional("GITHUB_AVATARS_BASE_URL", "default https://avatars.githubusercontent.com"),
    ]

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// Bookmarks.
        let userDatabase: SQLiteDatabase
        let imageLoader: CachedImageLoader
        let gitHub: DataTransferService
        let avatarsBaseURL: URL
        let users: @Sendable () throws -> [SampleUser]
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    init(app: AppDIContainer) {
        var headers = ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"]
        headers["Authorization"] = app.configuration.keys.gitHubToken.map { "Bearer \($0.value)" }
        self.init(
            dependencies: Dependencies(
                phase: app.phase, userDatabase: app.userDatabase, imageLoader: app.imageLoader,
                gitHub: app.dataTransferService(
                    baseURL: app.configuration.baseURLs.gitHub, headers: headers, label: "github"),
                avatarsBaseURL: app.configuration.baseURLs.gitHubAvatars,
                users: { [sampleData = app.sampleData] in try sampleData().users }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let users = DataSourceGitHubUserRepository(source: makeDataSource())
        let bookmarks = SQLiteGitHubUserBookmarkStore(database: dependencies.userDatabase)
        let sceneDependencies = UsersSceneDependencies(
            fetchPage: FetchGitHubUserPageInteractor(users: users, bookmarks: bookmarks),
            fetchDetails: FetchGitHubUserDetailsInteractor(users: users),
            fetchBookmarks: FetchGitHubUserBookmarksInteractor(bookmarks: bookmarks),
            setBookmark: SetGitHubUserBookmarkInteractor(bookmarks: bookmarks))
        let avatars = GitHubAvatarLoader(fetchAvatar: FetchGitHubAvatarInteractor(avatars: makeAvatarRepository()))
        router.addRoutes(
            UsersRoutes(makeFlow: { UsersFlowCoordinator(dependencies: sceneDependencies) }, avatars: avatars).routes)
    }

    private func makeDataSource() -> any GitHubUserDataSource {
        switch dependencies.phase {
        case .dev: BundledGitHubUserDataSource(users: dependencies.users)
        case .alpha, .real: GitHubRESTUserDataSource(service: dependencies.gitHub)
        }
    }

    /// Avatars: placeholders in dev; otherwise GitHub's avatars, through the image cache.
    private func makeAvatarRepository() -> any GitHubAvatarRepository {
        switch dependencies.phase {
        case .dev: PlaceholderGitHubAvatarRepository()
        case .alpha, .real:
            CachedGitHubAvatarRepository(images: dependencies.imageLoader, avatarsBaseURL: dependencies.avatarsBaseURL)
        }
    }
}
