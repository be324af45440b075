import Clocks
import DomainLayer
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// A star's answer waits for its save at most a limit, on the injected clock; past it the save goes on.
@MainActor
@Suite struct UsersStarRoutesTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let clock = TestClock<Duration>()

    func flow() -> UsersFlowCoordinator {
        UsersFlowCoordinator(
            dependencies: UsersSceneDependencies(
                fetchPage: FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks),
                fetchDetails: FakeFetchGitHubUserDetailsUseCase(), fetchBookmarks: bookmarks,
                setBookmark: bookmarks))
    }

    let star = UsersStar(userID: 2, login: "user-2", avatarURL: "https://a/2", isBookmarked: true)

    @Test func aStarSavedInTimeIsAnsweredWithoutWaitingForTheLimit() async {
        let outcome = await flow().didSetBookmark(star, from: .home, within: .seconds(5), on: clock)
        #expect(outcome == .saved)
        #expect(bookmarks.bookmarkedIDs == [2])
    }

    @Test func aStarThatFailsSaysWhoseAndWhy() async {
        bookmarks.sets.answer(2, with: .failure(StorageError.full))
        let outcome = await flow().didSetBookmark(star, from: .bookmarks, within: .seconds(5), on: clock)
        #expect(outcome == .failed(GitHubUserBookmarkFailure(login: "user-2", isBookmarked: true, message: .diskFull)))
    }

    @Test func aStarStillSavingWhenTheLimitPassesIsAnsweredAndTheSaveGoesOn() async {
        bookmarks.sets.hold(2)
        let flow = flow()
        let answer = Task { await flow.didSetBookmark(star, from: .home, within: .seconds(5), on: clock) }
        await clock.untilSomethingSleeps()
        await clock.advance(by: .seconds(5))
        #expect(await answer.value == .stillSaving)
        #expect(bookmarks.bookmarkedIDs == [])
        bookmarks.sets.release(2)
        await flow.home.bookmarkSettled(for: 2)
        #expect(bookmarks.bookmarkedIDs == [2])
        #expect(flow.home.state.confirmation == GitHubUserBookmarkConfirmation(.added))
    }

    @Test func aStarFromTheBookmarksSetsItOnTheBookmarksAndAnyOtherOnHome() {
        let flow = flow()
        #expect(flow.starring(from: .bookmarks(page: 3)) === flow.bookmarks)
        #expect(flow.starring(from: .home(pages: 2)) === flow.home)
        #expect(flow.starring(from: .details(login: "octocat")) === flow.home)
        #expect(flow.starring(from: nil) === flow.home)
    }

    @Test func aStarNotSavedKeepsWhyInTheAddressItsPageIsShownAt() {
        for (message, expected) in [
            (ErrorMessage.diskFull, ErrorMessage.diskFull), (.notWritable, .notWritable), (.dataInUse, .dataInUse),
            (.timedOut, .unknown),
        ] {
            let failure = GitHubUserBookmarkFailure(login: "octocat", isBookmarked: true, message: message)
            let address = SceneAddress(UsersPaths.NotSaved.adding(failure, to: "/users"))
            #expect(
                UsersPaths.NotSaved.failure(in: address)
                    == GitHubUserBookmarkFailure(login: "octocat", isBookmarked: true, message: expected))
        }
    }

    @Test func aReturnAddressNamesTheTabItShows() {
        #expect(UsersPaths.destination(from: SceneAddress("/users/bookmarks?page=2#user-7")) == .bookmarks(page: 2))
        #expect(UsersPaths.destination(from: SceneAddress("/users?pages=3#user-7")) == .home(pages: 3))
        #expect(UsersPaths.destination(from: SceneAddress("/users?notSaved=a&pages=2")) == .home(pages: 2))
        #expect(UsersPaths.destination(from: SceneAddress("/users/octocat")) == .details(login: "octocat"))
        #expect(UsersPaths.destination(from: SceneAddress("/")) == nil)
    }
}
