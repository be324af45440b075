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

/// The GitHub users scene: an endless list, a user's page, and bookmarks kept in `strata.sqlite`. The bundled
/// users in dev, GitHub in alpha (the staging API) and real, with `GITHUB_TOKEN` raising the rate limit when set;
/// avatars are generated identicons in dev and alpha.
struct UsersSceneDIContainer: SceneDIContainer {
    static let scene = "Users"
    static let path = "/users"
    static let settings: [any SceneSettingDeclaration] = [token, baseURL, avatarsBaseURL]
    static let token = SceneSetting.secret(
        "GITHUB_TOKEN", "optional GitHub token, raises the rate limit (Users)", requiredInReal: false)
    static let baseURL = SceneSetting.url("GITHUB_BASE_URL", default: URL(staticString: "https://api.github.com"))
    /// Where GitHub's avatar URLs point; avatars are fetched from this origin only (the staging API serves them
    /// under /avatars).
    static let avatarsBaseURL = SceneSetting.url(
        "GITHUB_AVATARS_BASE_URL", default: URL(staticString: "https://avatars.githubusercontent.com"),
        stagingPath: "avatars")

    /// List pages and profiles are kept a day, in at most 2 MiB; `CachedGitHubUserRepository` asks again (with
    /// `If-None-Match`) for one older than a minute.
    static let cachePolicy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 2 << 20)

    /// What the scene needs of the app.
    struct Dependencies: Sendable {
        let phase: Phase
        /// Bookmarks.
        let userDatabase: SQLiteDatabase
        /// Commits to `userDatabase` made by another process, whose bookmarks the open screens show.
        let userDataCommits: SQLiteCommitWatcher
        /// GitHub's answers.
        let cacheDatabase: SQLiteDatabase
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
        headers["Authorization"] = app.configuration[Self.token].map { "Bearer \($0.value)" }
        self.init(
            dependencies: Dependencies(
                phase: app.phase, userDatabase: app.userDatabase, userDataCommits: app.userDataCommits,
                cacheDatabase: app.cacheDatabase, imageLoader: app.imageLoader,
                gitHub: app.dataTransferService(
                    baseURL: app.configuration[Self.baseURL], headers: headers, label: "github"),
                avatarsBaseURL: app.configuration[Self.avatarsBaseURL],
                users: { [sampleData = app.sampleData] in try sampleData().users }))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let sceneDependencies = makeSceneDependencies()
        let avatars = GitHubAvatarLoader(fetchAvatar: FetchGitHubAvatarInteractor(avatars: makeAvatarRepository()))
        router.addRoutes(
            UsersWebRoutes(makeFlow: { UsersFlowCoordinator(dependencies: sceneDependencies) }, avatars: avatars).routes
        )
    }

    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen {
        let sceneDependencies = makeSceneDependencies()
        return {
            UsersScreen(flow: UsersFlowCoordinator(dependencies: sceneDependencies), strings: strings)
        }
    }

    @MainActor func terminalScreens(showing destination: UsersDestination, strings: Strings) -> [any TerminalScreen] {
        UsersScreen.screens(
            showing: destination, flow: UsersFlowCoordinator(dependencies: makeSceneDependencies()), strings: strings)
    }

    /// The scene's use cases, over this phase's users and the bookmarks in `strata.sqlite`; a bookmark another
    /// process sets or clears shows in their flows' open screens.
    func makeSceneDependencies() -> UsersSceneDependencies {
        let users = makeRepository()
        let store = SQLiteGitHubUserBookmarkStore(database: dependencies.userDatabase)
        // The use cases and repositories are traced here, at the composition root.
        let bookmarks = TracedGitHubUserBookmarkRepository(base: store)
        let otherProcesses = OtherProcessChanges<UsersBookmarkChange>(commits: dependencies.userDataCommits) {
            (try? await store.bookmarkedIDs()).map { .changedElsewhere(bookmarkedIDs: $0) }
        }
        return UsersSceneDependencies(
            fetchPage: TracedFetchGitHubUserPageUseCase(
                base: FetchGitHubUserPageInteractor(users: users, bookmarks: bookmarks)),
            fetchDetails: TracedFetchGitHubUserDetailsUseCase(
                base: FetchGitHubUserDetailsInteractor(users: users, bookmarks: bookmarks)),
            fetchBookmarks: FetchGitHubUserBookmarksInteractor(bookmarks: bookmarks),
            setBookmark: SetGitHubUserBookmarkInteractor(bookmarks: bookmarks),
            bookmarkChanges: otherProcesses.makeChanges())
    }

    /// The bundled users in dev; otherwise GitHub, through the response cache.
    private func makeRepository() -> any GitHubUserRepository {
        switch dependencies.phase {
        case .dev:
            return TracedGitHubUserRepository(
                base: DataSourceGitHubUserRepository(source: BundledGitHubUserDataSource(users: dependencies.users)),
                isCache: false)
        case .alpha, .real:
            let cache = SQLiteResponseCacheStore(
                database: dependencies.cacheDatabase, namespace: "github", policy: Self.cachePolicy)
            return TracedGitHubUserRepository(
                base: CachedGitHubUserRepository(
                    source: RemoteGitHubUserDataSource(service: dependencies.gitHub), cache: cache),
                isCache: true)
        }
    }

    /// Avatars: placeholders in dev; otherwise GitHub's avatars, through the image cache.
    private func makeAvatarRepository() -> any GitHubAvatarRepository {
        switch dependencies.phase {
        // Generated identicons in dev and alpha (the staging API's users have no photos); GitHub's in real.
        case .dev, .alpha: PlaceholderGitHubAvatarRepository()
        case .real:
            CachedGitHubAvatarRepository(images: dependencies.imageLoader, avatarsBaseURL: dependencies.avatarsBaseURL)
        }
    }
}
