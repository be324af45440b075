import DataLayer
import DomainLayer
import Hummingbird
import PresentationLayer
import WebUI

/// The GitHub users scene: an endless list, a user's page, and bookmarks kept in `strata.sqlite`. The bundled
/// users (and placeholder avatars) in dev, GitHub in alpha (the staging API) and real, with `GITHUB_TOKEN`
/// raising the rate limit when set.
struct UsersSceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(scene: .users, path: "/users", problem: nil)
    }

    func registerRoutes(on router: Router<WebRequestContext>) {
        let users = DataSourceGitHubUserRepository(source: makeDataSource())
        let bookmarks = SQLiteGitHubUserBookmarkStore(database: app.userDatabase)
        let dependencies = UsersSceneDependencies(
            fetchPage: FetchGitHubUserPageInteractor(users: users, bookmarks: bookmarks),
            fetchDetails: FetchGitHubUserDetailsInteractor(users: users),
            fetchBookmarks: FetchGitHubUserBookmarksInteractor(bookmarks: bookmarks),
            setBookmark: SetGitHubUserBookmarkInteractor(bookmarks: bookmarks))
        let avatars = GitHubAvatarLoader(fetchAvatar: FetchGitHubAvatarInteractor(avatars: makeAvatarRepository()))
        router.addRoutes(
            UsersRoutes(makeFlow: { UsersFlowCoordinator(dependencies: dependencies) }, avatars: avatars).routes)
    }

    private func makeDataSource() -> any GitHubUserDataSource {
        switch app.phase {
        case .dev: BundledGitHubUserDataSource(users: { [app] in try app.sampleData().users })
        case .alpha, .real: GitHubRESTUserDataSource(service: app.gitHubService)
        }
    }

    /// Avatars: placeholders in dev; otherwise GitHub's avatars, through the image cache.
    private func makeAvatarRepository() -> any GitHubAvatarRepository {
        switch app.phase {
        case .dev: PlaceholderGitHubAvatarRepository()
        case .alpha, .real:
            CachedGitHubAvatarRepository(images: app.imageLoader, avatarsBaseURL: app.baseURLs.gitHubAvatars)
        }
    }
}
