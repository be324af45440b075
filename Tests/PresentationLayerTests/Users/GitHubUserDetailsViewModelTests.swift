import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct GitHubUserDetailsViewModelTests {
    let useCase = FakeFetchGitHubUserDetailsUseCase()
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let row = GitHubUserDetailsContent(GitHubUserFixtures.user(7))
    let rowItem = GitHubUserItemViewModel(user: GitHubUserFixtures.user(7), isBookmarked: false)

    @Test func aUserOfAListShowsItsRowUntilItsProfileComes() async {
        useCase.answers.answer("user-7", with: .success(GitHubUserFixtures.details(7)))
        useCase.answers.hold("user-7")
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        viewModel.didOpen(login: "user-7", from: rowItem)
        viewModel.didOpen(login: "user-7")
        #expect(viewModel.state == .loading("user-7", preview: row))
        useCase.answers.release("user-7")
        await viewModel.settled()

        var expected = row
        expected.name = "User 7"
        expected.bio = "Bio of 7."
        expected.company = "Company 7"
        expected.location = "Seoul"
        expected.blog = "https://blog.example/7"
        expected.blogLink = "https://blog.example/7"
        expected.email = "user-7@example.com"
        expected.followers = 70
        expected.following = 7
        expected.publicRepos = 14
        expected.gitHubLink = "https://github.com/user-7"
        #expect(viewModel.state == .loaded(expected))
        #expect(useCase.answers.requests == ["user-7"])
    }

    @Test func aProfileWithOnlyTheRequiredFieldsLeavesTheRestEmpty() async {
        let sparse = GitHubUserDetails(user: GitHubUserFixtures.user(8))
        useCase.answers.answer("user-8", with: .success(sparse))
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        viewModel.didOpen(login: "user-8")
        #expect(viewModel.state == .loading("user-8", preview: nil))
        await viewModel.settled()
        var expected = GitHubUserDetailsContent(GitHubUserFixtures.user(8))
        expected.followers = 0
        expected.following = 0
        expected.publicRepos = 0
        #expect(viewModel.state == .loaded(expected))
    }

    @Test func anUnknownLoginIsNotFound() async {
        useCase.answers.answer("ghost", with: .failure(DomainError.notFound))
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        viewModel.didOpen(login: "ghost")
        await viewModel.settled()
        #expect(viewModel.state == .notFound("ghost"))
    }

    @Test func aFailedProfileKeepsTheRowWithItsCauseAndRetryLoadsIt() async {
        useCase.answers.answer("user-7", with: .failure(DomainError.rateLimited(until: nil)))
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        viewModel.didOpen(login: "user-7", from: rowItem)
        await viewModel.settled()
        #expect(viewModel.state == .failed(.rateLimited(until: nil), of: "user-7", preview: row))
        #expect(viewModel.state.content == row)

        useCase.answers.answer("user-7", with: .success(GitHubUserFixtures.details(7)))
        useCase.answers.hold("user-7")
        viewModel.didTapRetry()
        #expect(viewModel.state == .loading("user-7", preview: row))
        useCase.answers.release("user-7")
        await viewModel.settled()
        #expect(viewModel.state == .loaded(GitHubUserDetailsContent(GitHubUserFixtures.details(7))))
    }

    @Test func aSupersededProfileIsDroppedWhenItArrivesLate() async {
        useCase.answers.answer("user-1", with: .success(GitHubUserFixtures.details(1)))
        useCase.answers.answer("user-2", with: .success(GitHubUserFixtures.details(2)))
        useCase.answers.hold("user-1")
        useCase.answers.hold("user-2")
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        viewModel.didOpen(login: "user-1")
        viewModel.didOpen(login: "user-2")
        // The superseded answer comes first, while the latest request still runs.
        useCase.answers.release("user-1")
        useCase.answers.release("user-2")
        await viewModel.settled()
        #expect(viewModel.state == .loaded(GitHubUserDetailsContent(GitHubUserFixtures.details(2))))
    }

    @Test func aCancellationShowsTheProfileShownBefore() async {
        useCase.answers.answer("user-1", with: .success(GitHubUserFixtures.details(1)))
        useCase.answers.answer("user-2", with: .failure(CancellationError()))
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        viewModel.didOpen(login: "user-1")
        await viewModel.settled()
        viewModel.didOpen(login: "user-2")
        await viewModel.settled()
        #expect(viewModel.state == .loaded(GitHubUserDetailsContent(GitHubUserFixtures.details(1))))
    }

    @Test(
        arguments: [
            ("https://blog.example/a", "https://blog.example/a"),
            ("  HTTP://Blog.Example  ", "HTTP://Blog.Example"),
            ("blog.example/posts", "https://blog.example/posts"),
            ("javascript:alert(1)", nil),
            ("JavaScript:alert(document.cookie)", nil),
            ("javascript://blog.example/%0Aalert(1)", nil),
            ("data:text/html,<script>alert(1)</script>", nil),
            ("vbscript:msgbox", nil),
            ("my blog", nil),
            ("https://blog.example/\u{0}x", nil),
            ("localhost", nil),
            ("http://", nil),
            ("//blog.example", nil),
            ("", nil),
        ] as [(String, String?)])
    func onlyAWebAddressIsABlogLink(blog: String, link: String?) {
        #expect(GitHubUserFormatting.blogLink(blog) == link)
    }

    @Test func noBlogIsNoLink() {
        #expect(GitHubUserFormatting.blogLink(nil) == nil)
    }

    @Test func aStarOnTheProfileSetsTheBookmarkConfirmsItAndTellsTheFlow() async throws {
        useCase.answers.answer("user-7", with: .success(GitHubUserFixtures.details(7)))
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        var told: [Int: Bool] = [:]
        viewModel.onBookmarkChange = { user, isBookmarked in told[user.id] = isBookmarked }
        viewModel.didOpen(login: "user-7")
        await viewModel.settled()
        #expect(viewModel.starredRows == [rowItem])

        viewModel.didSetBookmark(true, for: 7)
        await viewModel.settled()
        var expected = GitHubUserDetailsContent(GitHubUserFixtures.details(7))
        expected.isBookmarked = true
        #expect(viewModel.state == .loaded(expected))
        #expect(viewModel.confirmation == .added)
        #expect(told == [7: true])
        #expect(try await bookmarks.execute(page: 1).bookmarks.map(\.user.id) == [7])
        viewModel.didShowConfirmation()
        #expect(viewModel.confirmation == nil)
    }

    @Test func aProfileShowsTheStarItsRowHadAndOneSetElsewhereWhileItCame() async {
        useCase.answers.answer("user-7", with: .success(GitHubUserFixtures.details(7)))
        useCase.answers.hold("user-7")
        let viewModel = GitHubUserDetailsViewModel(fetchDetails: useCase, setBookmark: bookmarks)
        let starred = GitHubUserItemViewModel(user: GitHubUserFixtures.user(7), isBookmarked: true)
        viewModel.didOpen(login: "user-7", from: starred)
        #expect(viewModel.state.content?.isBookmarked == true)
        viewModel.didChangeBookmark(false, for: 7)
        viewModel.didChangeBookmark(true, for: 8)
        #expect(viewModel.state == .loading("user-7", preview: row))
        useCase.answers.release("user-7")
        await viewModel.settled()
        // The profile, read before the star was taken off elsewhere, does not put it back.
        var expected = GitHubUserDetailsContent(GitHubUserFixtures.details(7))
        expected.isBookmarked = false
        #expect(viewModel.state == .loaded(expected))
        #expect(viewModel.confirmation == nil)
    }

    @Test(
        arguments: [
            ("https://github.com/octocat", "https://github.com/octocat"),
            ("http://127.0.0.1:8080/octocat", "http://127.0.0.1:8080/octocat"),
            ("javascript:alert(1)", nil),
            ("github.com/octocat", nil),
            ("//github.com/octocat", nil),
            ("", nil),
        ] as [(String, String?)])
    func onlyAWebAddressLinksToTheProfileOnGitHub(address: String, link: String?) {
        var details = GitHubUserFixtures.details(7)
        details.htmlURL = address
        #expect(GitHubUserDetailsContent(details).gitHubLink == link)
        #expect(GitHubUserFormatting.webLink(nil) == nil)
    }
}
