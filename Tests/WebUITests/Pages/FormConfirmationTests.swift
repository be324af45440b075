import Foundation
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The page that asks again for a refused form posts only to a form route the request reached, at that route's own
/// path: a form refused anywhere else is not found, so the page can never send the user's token elsewhere.
@Suite struct FormConfirmationTests {
    /// The confirmation page of a form of `fields` refused at `action`, asking what `question` asks in `language`.
    private func page(
        _ action: String, _ fields: [FormField], _ question: ([FormField], Strings) -> String?,
        _ language: Language = .en
    ) -> FormConfirmationPage {
        FormConfirmationPage(
            form: FormConfirmation(action: action, fields: fields, question: question(fields, Strings(language))))
    }

    /// A form with a forged token posted to `path` in `browser`'s session.
    private func forgedForm(_ browser: RawBrowser, path: String, port: Int) async throws -> [RawHTTPExchange.Response] {
        let body = "_csrf=forged&language=ko&return=%2Fmovies"
        let request =
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(browser.cookieHeader)\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        return try await RawHTTPExchange.responses(to: request, port: port)
    }

    @Test(arguments: [
        "//other-host/steal", "/elsewhere", "//evil.example/language", "/\\evil.example/language", "/language/x",
        "/%2Flanguage",
    ])
    func aRefusedFormWhereNoRouteIsIsNotFound(path: String) async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            let responses = try await forgedForm(browser, path: path, port: port)
            #expect(responses.map(\.status) == [404])
            let page = responses.first?.text ?? ""
            #expect(page.contains("<h1>Page not found</h1>"))
            #expect(!page.contains("<form method=\"post\""))
        }
    }

    @Test func aRefusedFormAtARouteNoFormPostsToIsForbiddenWithoutAskingAgain() async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            let responses = try await forgedForm(browser, path: "/counter/increment", port: port)
            #expect(responses.map(\.status) == [403])
            let page = responses.first?.text ?? ""
            #expect(page.contains("<h1>This form has expired</h1>"))
            #expect(!page.contains("<form method=\"post\""))
        }
    }

    @Test(arguments: ["/language", "/language?x=1"])
    func aRefusedFormAtAFormRouteAsksAgainPostingToThatRoute(path: String) async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            let responses = try await forgedForm(browser, path: path, port: port)
            #expect(responses.map(\.status) == [403])
            let page = responses.first?.text ?? ""
            #expect(page.contains("<form method=\"post\" action=\"/language\">"))
            #expect(page.contains("<input type=\"hidden\" name=\"_csrf\" value=\"\(browser.token)\">"))
            #expect(page.contains("<p class=\"confirm-question\">Switch to 한국어?</p>"))
        }
    }

    @Test func aRefusedFormAsksTheQuestionItsRouteRegistered() async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            let body = "_csrf=forged&count=7&return=%2Fcounter"
            let request =
                "POST /counter/set HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(browser.cookieHeader)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            let responses = try await RawHTTPExchange.responses(to: request, port: port)
            #expect(responses.map(\.status) == [403])
            let page = responses.first?.text ?? ""
            #expect(page.contains("<form method=\"post\" action=\"/counter/set\">"))
            #expect(page.contains("<p class=\"confirm-question\">Set the counter to 7 (en)?</p>"))
            #expect(page.contains("<input type=\"hidden\" name=\"count\" value=\"7\">"))
        }
    }

    @Test func aRefusedStarOrChoiceIsNamedInWordsInThePagesLanguage() {
        let star = [
            FormField(name: "window", value: "w"), FormField(name: "id", value: "583231"),
            FormField(name: "login", value: "octocat"), FormField(name: "bookmarked", value: "true"),
            FormField(name: "return", value: "/users"),
        ]
        let starPage = page(UsersPaths.bookmark, star, UsersWebRoutes.bookmarkQuestion).body(.en, csrfToken: "t")
        #expect(starPage.markup.contains("<p class=\"confirm-question\">Add octocat to bookmarks?</p>"))
        #expect(starPage.markup.contains("<input type=\"hidden\" name=\"login\" value=\"octocat\">"))
        #expect(starPage.markup.contains("<form method=\"post\" action=\"/users/bookmark\">"))
        var unstar = star
        unstar[3].value = "false"
        let unstarPage = page(UsersPaths.bookmark, unstar, UsersWebRoutes.bookmarkQuestion).body(.en, csrfToken: "t")
        #expect(unstarPage.markup.contains("Remove octocat from bookmarks?"))

        let choice = [FormField(name: "station", value: "중구"), FormField(name: "return", value: "/air-quality")]
        let choicePage = page(AirQualityPaths.chooseStation, choice, AirQualityWebRoutes.chooseQuestion, .ko)
            .body(Strings(.ko), csrfToken: "t")
        #expect(choicePage.markup.contains("중구 측정소를 선택할까요?"))
        #expect(choicePage.markup.contains("<input type=\"hidden\" name=\"station\" value=\"중구\">"))
        let removal = [FormField(name: "query", value: "star")]
        let removalPage = FormConfirmationPage(
            form: FormConfirmation(action: MoviesPaths.removeRecentSearch, fields: removal, question: nil)
        ).body(Strings(.ko), csrfToken: "t")
        #expect(removalPage.markup.contains("이 양식을 다시 보낼까요?"))
    }
}
