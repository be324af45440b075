import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import NIOCore
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

@Suite struct UsersWebRoutesTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let pages: FakeFetchGitHubUserPageUseCase
    let details = FakeFetchGitHubUserDetailsUseCase()
    static let hostile = GitHubUser(id: 7, login: "<script>x</script>", avatarURL: "javascript:alert(1)")

    init() {
        pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        let users = (1...3).map { GitHubUser(id: $0, login: "user\($0)", avatarURL: "https://a/\($0)") }
        pages.answerPages(of: users + [Self.hostile], pageSize: 2)
    }

    func withApp(
        bookmarks: FakeGitHubUserBookmarkUseCases? = nil,
        _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let bookmarks = bookmarks ?? self.bookmarks
        let dependencies = UsersSceneDependencies(
            fetchPage: pages, fetchDetails: details, fetchBookmarks: bookmarks, setBookmark: bookmarks)
        let routes = UsersWebRoutes(
            makeFlow: { UsersFlowCoordinator(dependencies: dependencies) },
            avatars: GitHubAvatarLoader(fetchAvatar: NoAvatars()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    func star(
        _ client: any TestClientProtocol, page: TestResponse, id: Int, login: String, on: Bool,
        script: Bool = false
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: formContentType, .cookie: try #require(page.sessionCookie)]
        let window = try #require(windowID(in: page.text))
        if script {
            headers[HTTPField.Name("X-Strata-Window")!] = window
        }
        let token = try #require(csrfToken(in: page.text))
        return try await client.execute(
            uri: "/users/bookmark", method: .post, headers: headers,
            body: ByteBuffer(
                string: "_csrf=\(token)&window=\(window)&id=\(id)&login=\(login)&avatar=&bookmarked=\(on)"
                    + "&return=%2Fusers%3Fpages%3D2%23user-\(id)"))
    }

    @Test func homeShowsItsPagesFromTheAddressWithAStarEach() async throws {
        try await withApp { client in
            // The fake's third page is empty, which ends the list.
            let page = try await client.execute(uri: "/users?pages=3", method: .get)
            #expect(page.status == .ok)
            let main = try #require(page.main)
            #expect(main.components(separatedBy: "class=\"user-row\"").count - 1 == 4)
            #expect(main.contains("aria-label=\"Bookmark user1\">☆</button>"))
            #expect(main.contains("<p class=\"list-end\" data-announce>That’s every user.</p>"))
            #expect(main.contains("<a href=\"/users\" aria-current=\"page\">Users</a>"))
        }
    }

    @Test func aStarWithoutScriptIsSavedThenConfirmedOnceOnTheSamePage() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/users?pages=2", method: .get)
            let cookie = try #require(page.sessionCookie)
            let answer = try await star(client, page: page, id: 2, login: "user2", on: true)
            #expect(answer.status == .seeOther)
            let window = try #require(windowID(in: page.text))
            #expect(answer.headers[.location] == "/users?pages=2&window=\(window)#user-2")
            #expect(bookmarks.bookmarkedIDs == [2])

            let back = try await client.browse("/users?pages=2&window=\(window)", headers: [.cookie: cookie])
            #expect(
                back.text.contains(
                    "<div class=\"users-toast\" role=\"status\" aria-live=\"polite\"><span data-announce>"
                        + "Added to bookmarks</span></div>"))
            #expect(back.text.contains("id=\"star-2\" aria-pressed=\"true\""))
            let again = try await client.browse("/users?pages=2&window=\(window)", headers: [.cookie: cookie])
            #expect(!again.text.contains("Added to bookmarks"))

            let bookmarked = try await client.execute(uri: "/users/bookmarks", method: .get, headers: [.cookie: cookie])
            #expect(bookmarked.text.contains("<li class=\"user-row\" id=\"user-2\">"))
        }
    }

    @Test func aStarWithScriptIsSavedBeforeItsAnswerAndAStaleOneChangesNothing() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/users", method: .get)
            let answer = try await star(client, page: page, id: 1, login: "user1", on: true, script: true)
            #expect(answer.status == .noContent)
            #expect(bookmarks.bookmarkedIDs == [1])
            let stale = try await star(client, page: page, id: 1, login: "user1", on: true, script: true)
            #expect(stale.status == .noContent)
            #expect(bookmarks.bookmarks.count == 1)
            // A user no longer shown (its page is gone) is still unstarred from a stale form.
            let expired = try await star(client, page: page, id: 9, login: "ghost", on: false)
            #expect(expired.status == .seeOther)
        }
    }

    @Test func aUsersPageHasTheStarSaysItIsASampleAndGoesBackToTheTabAndRowItCameFrom() async throws {
        details.answers.answer(
            "user2",
            with: .success(
                GitHubUserDetails(
                    user: GitHubUser(
                        id: 2, login: "user2", avatarURL: "https://a/2"), htmlURL: "https://github.com/user2")))
        try await withApp { client in
            let list = try await client.execute(uri: "/users?pages=2", method: .get)
            #expect(list.text.contains("<a href=\"/users/user2?pages=2\">user2</a>"))
            let page = try await client.execute(uri: "/users/user2?pages=2", method: .get)
            let main = try #require(page.main)
            #expect(main.contains("<a href=\"/users?pages=2#user-2\">← Back to the users</a>"))
            // The app runs in dev: the profile is sample data, which links nowhere on github.com.
            #expect(main.contains("<p class=\"user-github user-sample\">Sample user — not on GitHub</p>"))
            #expect(
                main.contains(
                    "id=\"star-2\" aria-pressed=\"false\"><span class=\"user-star-icon\" aria-hidden=\"true\">☆</span> "
                        + "Bookmark</button>"))
            #expect(main.contains("name=\"return\" value=\"/users/user2?pages=2\""))

            let fromBookmarks = try await client.execute(uri: "/users/user2?from=bookmarks&page=3", method: .get)
            #expect(
                fromBookmarks.text.contains(
                    "<a href=\"/users/bookmarks?page=3#user-2\">← Back to the bookmarks</a>"))
            for invalid in ["from=elsewhere&pages=4", "pages=x", "pages=-3", "from=bookmarks&page=zz"] {
                let odd = try await client.execute(uri: "/users/user2?\(invalid)", method: .get)
                #expect(odd.status == .ok)
                let back = invalid.hasPrefix("from=bookmarks") ? "/users/bookmarks#user-2" : "/users#user-2"
                #expect(odd.text.contains("<a href=\"\(back)\">"), "\(invalid)")
            }
        }
    }

    @Test func aStarOnAUsersPageWithoutScriptReturnsThereStarredAndConfirmed() async throws {
        details.answers.answer(
            "user2",
            with: .success(
                GitHubUserDetails(
                    user: GitHubUser(
                        id: 2, login: "user2", avatarURL: "https://a/2"))))
        try await withApp { client in
            let page = try await client.execute(uri: "/users/user2?from=bookmarks", method: .get)
            let cookie = try #require(page.sessionCookie)
            let window = try #require(windowID(in: page.text))
            let token = try #require(csrfToken(in: page.text))
            let answer = try await client.execute(
                uri: "/users/bookmark", method: .post, headers: [.contentType: formContentType, .cookie: cookie],
                body: ByteBuffer(
                    string: "_csrf=\(token)&window=\(window)&id=2&login=user2&avatar=&bookmarked=true"
                        + "&return=%2Fusers%2Fuser2%3Ffrom%3Dbookmarks"))
            #expect(answer.headers[.location] == "/users/user2?from=bookmarks&window=\(window)")
            #expect(bookmarks.bookmarkedIDs == [2])
            let back = try await client.browse(
                "/users/user2?from=bookmarks&window=\(window)", headers: [.cookie: cookie])
            #expect(back.text.contains("id=\"star-2\" aria-pressed=\"true\""))
            #expect(back.text.contains("Added to bookmarks"))
            #expect(back.text.contains("<a href=\"/users/bookmarks#user-2\">"))
        }
    }

    @Test func anUnstarOnBookmarksWithoutScriptOffersUndoWhichPutsTheRowBackInItsPlace() async throws {
        for id in [1, 2, 3] {
            _ = try await bookmarks.execute(
                true, for: GitHubUser(id: id, login: "user\(id)", avatarURL: "https://a/\(id)"))
        }
        try await withApp { client in
            let page = try await client.execute(uri: "/users/bookmarks", method: .get)
            let cookie = try #require(page.sessionCookie)
            let window = try #require(windowID(in: page.text))
            let token = try #require(csrfToken(in: page.text))
            func post(_ bookmarked: Bool) async throws {
                _ = try await client.execute(
                    uri: "/users/bookmark", method: .post, headers: [.contentType: formContentType, .cookie: cookie],
                    body: ByteBuffer(
                        string: "_csrf=\(token)&window=\(window)&id=2&login=user2&avatar=https%3A%2F%2Fa%2F2"
                            + "&bookmarked=\(bookmarked)&return=%2Fusers%2Fbookmarks"))
            }
            func rows(_ page: TestResponse) -> [String] {
                page.text.components(separatedBy: "<li class=\"user-row\" id=\"").dropFirst().map {
                    String($0.prefix { $0 != "\"" })
                }
            }
            let address = "/users/bookmarks?window=\(window)"
            #expect(rows(page) == ["user-3", "user-2", "user-1"])
            try await post(false)
            let removed = try await client.browse(address, headers: [.cookie: cookie])
            #expect(rows(removed) == ["user-3", "user-1"])
            #expect(removed.text.contains("Removed user2 from bookmarks</span><form class=\"user-star\""))
            #expect(removed.text.contains("name=\"bookmarked\" value=\"true\"><input type=\"hidden\" name=\"return\""))
            #expect(removed.text.contains("id=\"users-undo\" aria-label=\"Undo: bookmark user2 again\">Undo</button>"))
            try await post(true)
            let undone = try await client.browse(address, headers: [.cookie: cookie])
            #expect(rows(undone) == ["user-3", "user-2", "user-1"])
            #expect(undone.text.contains("Added to bookmarks"))
            #expect(!undone.text.contains("users-undo"))
        }
    }

    @Test func aUsersPageAddressNamesTheTabItCameFrom() {
        #expect(UsersPaths.details("octocat", from: .home) == "/users/octocat")
        #expect(UsersPaths.details("octocat", from: .home(pages: 4)) == "/users/octocat?pages=4")
        #expect(UsersPaths.details("octocat", from: .bookmarks) == "/users/octocat?from=bookmarks")
        #expect(UsersPaths.details("octocat", from: .bookmarks(page: 2)) == "/users/octocat?from=bookmarks&page=2")
        #expect(UsersPaths.Origin.destination(from: SceneAddress("/users/octocat?pages=4")) == .home(pages: 4))
        #expect(
            UsersPaths.Origin.destination(from: SceneAddress("/users/octocat?from=bookmarks&page=2"))
                == .bookmarks(page: 2))
        #expect(UsersPaths.Origin.destination(from: SceneAddress("/users/octocat?pages=999")) == .home(pages: 20))
        #expect(
            UsersPaths.Origin.destination(from: SceneAddress("/users/octocat?from=bookmarks&page=0"))
                == .bookmarks(page: 1))
        #expect(
            UsersPaths.Origin.destination(from: SceneAddress("/users/octocat?from=nowhere&page=2&pages=3")) == .home)
        #expect(UsersPaths.back(to: .home(pages: 4), userID: 76) == "/users?pages=4#user-76")
        #expect(UsersPaths.back(to: .bookmarks(page: 2), userID: nil) == "/users/bookmarks?page=2")
    }

    @Test func hostileLoginsAreEscapedAndAJavascriptBlogIsNoLink() async throws {
        details.answers.answer(
            "mallory",
            with: .success(
                GitHubUserDetails(
                    user: GitHubUser(id: 8, login: "mallory", avatarURL: ""), name: "<b>M</b>",
                    blog: "javascript:alert(1)", followers: 1_234)))
        try await withApp { client in
            let page = try await client.execute(uri: "/users?pages=2", method: .get)
            #expect(!page.text.contains("<script>x"))
            #expect(page.text.contains("&lt;script&gt;x&lt;/script&gt;"))
            let profile = try await client.execute(uri: "/users/mallory", method: .get)
            #expect(profile.text.contains("<p class=\"user-name\">&lt;b&gt;M&lt;/b&gt;</p>"))
            #expect(profile.text.contains("<dt>Blog</dt><dd>javascript:alert(1)</dd>"))
            #expect(!profile.text.contains("href=\"javascript:"))
            #expect(profile.text.contains("<dt>Followers</dt><dd>1,234</dd>"))
        }
    }

    @Test(.timeLimit(.minutes(1))) func aStarIsAnsweredOnceSavedWhileTheListIsStillLoading() async throws {
        // The list's second page never comes until the end of the test, as against a slow GitHub. A star that
        // waited for it would wait until the time limit, whose cancellation lets the page come so that the test
        // ends, failed.
        let answers = pages.answers
        answers.hold(2)
        defer { answers.release(2) }
        try await withTaskCancellationHandler {
            try await withApp { client in
                let page = try await client.execute(uri: "/users?pages=2", method: .get)
                #expect(page.text.contains("id=\"star-1\""))
                let answered = try await star(client, page: page, id: 1, login: "user1", on: true, script: true)
                #expect(answered.status == .noContent)
                #expect(bookmarks.bookmarkedIDs == [1])
                let withoutScript = try await star(client, page: page, id: 2, login: "user2", on: true)
                #expect(withoutScript.status == .seeOther)
                #expect(bookmarks.bookmarkedIDs == [1, 2])
            }
        } onCancel: {
            answers.release(2)
        }
    }

    @Test func aStarThatCannotBeSavedInItsWindowSaysWhoseAndWhy() async throws {
        bookmarks.sets.answer(2, with: .failure(StorageError.full))
        try await withApp { client in
            let page = try await client.execute(uri: "/users?pages=2", method: .get)
            let cookie = try #require(page.sessionCookie)
            let window = try #require(windowID(in: page.text))
            let answer = try await star(client, page: page, id: 2, login: "user2", on: true)
            #expect(answer.headers[.location] == "/users?pages=2&window=\(window)#user-2")
            let back = try await client.browse("/users?pages=2&window=\(window)", headers: [.cookie: cookie])
            #expect(
                back.text.contains(
                    "<p class=\"notice notice-failure\" role=\"alert\">Couldn’t add user2 to bookmarks. The disk is full.</p>"
                ))
            #expect(back.text.contains("id=\"star-2\" aria-pressed=\"false\""))
        }
    }

    @Test func aStarThatCannotBeSavedWithoutAWindowIsToldByTheListItReturnsTo() async throws {
        bookmarks.sets.answer(2, with: .failure(StorageError.full))
        try await withApp { client in
            let page = try await client.execute(uri: "/users?pages=2", method: .get)
            let cookie = try #require(page.sessionCookie)
            let token = try #require(csrfToken(in: page.text))
            let answer = try await client.execute(
                uri: "/users/bookmark", method: .post,
                headers: [.contentType: formContentType, .cookie: cookie],
                body: ByteBuffer(
                    string: "_csrf=\(token)&window=gone&id=2&login=user2&avatar=&bookmarked=true"
                        + "&return=%2Fusers%3Fpages%3D2%23user-2"))
            #expect(answer.status == .seeOther)
            let location = try #require(answer.headers[.location])
            #expect(location == "/users?pages=2&notSaved=user2&wanted=true&cause=full#user-2")
            #expect(bookmarks.bookmarkedIDs == [])

            let list = try await client.execute(uri: location, method: .get, headers: [.cookie: cookie])
            #expect(
                list.text.contains(
                    "<p class=\"notice notice-failure\" role=\"alert\">Couldn’t add user2 to bookmarks. The disk is full.</p>"
                ))
            #expect(list.text.contains("id=\"star-2\" aria-pressed=\"false\""))
            // The address only tells: reading it again changes nothing and saves nothing.
            let again = try await client.execute(uri: location, method: .get, headers: [.cookie: cookie])
            #expect(again.text.contains("Couldn’t add user2 to bookmarks."))
            #expect(bookmarks.bookmarkedIDs == [])
        }
    }

    @Test func aScriptStarForAWindowThatIsGoneIsAConflictAndSavesNothingSoThePagePostsTheForm() async throws {
        bookmarks.sets.answer(2, with: .failure(StorageError.full))
        try await withApp { client in
            let page = try await client.execute(uri: "/users?pages=2", method: .get)
            let cookie = try #require(page.sessionCookie)
            let token = try #require(csrfToken(in: page.text))
            let form =
                "_csrf=\(token)&window=gone&id=2&login=user2&avatar=&bookmarked=true&return=%2Fusers%3Fpages%3D2%23user-2"
            let script = try await client.execute(
                uri: "/users/bookmark", method: .post,
                headers: [.contentType: formContentType, .cookie: cookie, HTTPField.Name("X-Strata-Window")!: "gone"],
                body: ByteBuffer(string: form))
            #expect(script.status == .conflict)
            #expect(script.text == "")
            #expect(bookmarks.bookmarkedIDs == [])
            #expect(bookmarks.sets.requests == [])

            // What the page's script then does: it posts the form, whose answer tells the save failed.
            let posted = try await client.execute(
                uri: "/users/bookmark", method: .post, headers: [.contentType: formContentType, .cookie: cookie],
                body: ByteBuffer(string: form))
            #expect(posted.status == .seeOther)
            #expect(posted.headers[.location] == "/users?pages=2&notSaved=user2&wanted=true&cause=full#user-2")
            #expect(bookmarks.bookmarkedIDs == [])
        }
    }

    @Test func aStarWithALoginOrAvatarOverItsCapIsRefused() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/users", method: .get)
            let long = String(repeating: "a", count: GitHubUserItemViewModel.maximumLoginLength + 1)
            let answer = try await star(client, page: page, id: 1, login: long, on: true)
            #expect(answer.status == .badRequest)
            #expect(bookmarks.bookmarkedIDs == [])
        }
    }

    @Test func bookmarksShowAPageAtATimeAndEveryPageIsReached() async throws {
        let many = FakeGitHubUserBookmarkUseCases(
            bookmarks: (1...21_464).reversed().map {
                GitHubUserBookmark(
                    user: GitHubUser(id: $0, login: "user\($0)", avatarURL: "https://a/\($0)"),
                    addedAt: Date(timeIntervalSince1970: Double($0)))
            })
        try await withApp(bookmarks: many) { client in
            let first = try await client.execute(uri: "/users/bookmarks", method: .get)
            #expect(first.text.utf8.count < 200_000)
            #expect(first.text.components(separatedBy: "class=\"user-row\"").count - 1 == 100)
            #expect(first.text.contains("<a href=\"/users/bookmarks?page=2\" rel=\"next\">Older bookmarks</a>"))
            let last = try await client.execute(uri: "/users/bookmarks?page=215", method: .get)
            #expect(last.text.components(separatedBy: "class=\"user-row\"").count - 1 == 64)
            #expect(last.text.contains("id=\"user-1\""))
            #expect(last.text.contains("<a href=\"/users/bookmarks?page=214\" rel=\"prev\">Newer bookmarks</a>"))
            #expect(!last.text.contains("rel=\"next\""))
            #expect(last.text.contains("name=\"return\" value=\"/users/bookmarks?page=215#user-1\""))
        }
    }

    @Test func theUsersCatalogueIsCompleteInBothLanguages() {
        #expect(UsersText.catalogue.problems(for: UsersText.self) == [])
    }
}

/// No avatars: the pages are under test, not the images.
private struct NoAvatars: FetchGitHubAvatarUseCase {
    func execute(userID: Int) async throws -> ImageData {
        throw DomainError.notFound
    }
}
