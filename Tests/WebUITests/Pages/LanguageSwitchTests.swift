import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import WebUI

struct LanguageSwitchTests {
    let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    @Test func choosingKoreanKeepsItForTheBrowserAndReturnsToThePage() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: "en-US"])
            let session = try #require(home.sessionCookie)
            let token = try #require(csrfToken(in: home.text))
            var headers = form
            headers[.cookie] = session
            let switched = try await client.execute(
                uri: "/language", method: .post, headers: headers,
                body: ByteBuffer(string: "_csrf=\(token)&language=ko&return=%2Fmovies%3Fquery%3Dstar"))
            #expect(switched.status == .seeOther)
            #expect(switched.headers[.location] == "/movies?query=star")
            let cookie = try #require(switched.headers[.setCookie])
            #expect(cookie.hasPrefix("strata_language=ko;") && cookie.contains("HttpOnly"))

            // The choice wins over the browser's languages, and outlives the session.
            let korean = try await client.execute(
                uri: "/", method: .get, headers: [.cookie: "strata_language=ko", .acceptLanguage: "en-US"])
            #expect(korean.text.contains("<html lang=\"ko\">"))
            #expect(korean.text.contains("aria-pressed=\"true\">한국어</button>"))
        }
    }

    @Test func theSwitchReturnsToItselfOnThePageItWasPressedOn() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/movies?query=star", method: .get)
            let token = try #require(csrfToken(in: page.text))
            let back = "/movies?query=star#language"
            #expect(page.text.contains("<form class=\"language-switch\" id=\"language\""))
            #expect(page.text.contains("<input type=\"hidden\" name=\"return\" value=\"\(back)\">"))
            let session = try #require(page.sessionCookie)
            var headers = form
            headers[.cookie] = session
            let encoded = back.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let switched = try await client.execute(
                uri: "/language", method: .post, headers: headers,
                body: ByteBuffer(string: "_csrf=\(token)&language=ko&return=\(encoded)"))
            #expect(switched.status == .seeOther)
            #expect(switched.headers[.location] == back)
        }
    }

    @Test(arguments: ["https://evil.example/", "//evil.example/x", "/\\evil.example", "", "movies"])
    func theSwitchOnlyReturnsToAPathOfThisSite(destination: String) async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get)
            let token = try #require(csrfToken(in: home.text))
            let session = try #require(home.sessionCookie)
            var headers = form
            headers[.cookie] = session
            let encoded = destination.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let switched = try await client.execute(
                uri: "/language", method: .post, headers: headers,
                body: ByteBuffer(string: "_csrf=\(token)&language=en&return=\(encoded)"))
            #expect(switched.headers[.location] == "/")
        }
    }

    @Test func anUnknownLanguageOrAMissingTokenIsRefused() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let home = try await client.execute(uri: "/", method: .get)
            let token = try #require(csrfToken(in: home.text))
            let session = try #require(home.sessionCookie)
            var headers = form
            headers[.cookie] = session
            let unknown = try await client.execute(
                uri: "/language", method: .post, headers: headers,
                body: ByteBuffer(string: "_csrf=\(token)&language=fr&return=%2F"))
            #expect(unknown.status == .badRequest)
            #expect(unknown.headers[.setCookie] == nil)
            let forged = try await client.execute(
                uri: "/language", method: .post, headers: headers, body: ByteBuffer(string: "language=ko&return=%2F"))
            #expect(forged.status == .forbidden)
        }
    }

    @Test func errorPagesFollowTheBrowsersLanguage() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let missing = try await client.execute(
                uri: "/no/such/page", method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9"])
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("<h1>페이지를 찾을 수 없어요</h1>"))
            #expect(missing.text.contains("<html lang=\"ko\">"))
        }
    }
}
