import Testing

@testable import LiveWeb

struct LocalPathTests {
    @Test(arguments: ["/", "/movies?query=star&pages=3", "/users/octocat?return=%2F#row-2", "/pok%C3%A9mon"])
    func aPathOnThisSiteIsKept(path: String) {
        #expect(LocalPath.validated(path) == path)
    }

    @Test(arguments: [
        "//evil.com", "/\\evil.com", "https://evil.com", "evil.com", "",
        // Browsers drop tabs and newlines from a URL and read `\` as `/`: each of these leads to `//evil.com`.
        "/\t/evil.com", "/\n/evil.com", "/\r/evil.com", "/\r\n/evil.com", "/\\\\evil.com", "/movies\\..\\\\evil.com",
        "/\u{0}/evil.com", "/\u{1F}/evil.com", "/\u{7F}/evil.com", "/\u{85}/evil.com", "/\u{2028}/evil.com",
        "/movies?query=a\tb",
    ])
    func aPathThatCouldLeadElsewhereBecomesTheHomePage(path: String) {
        #expect(LocalPath.validated(path) == "/")
    }

    @Test func noReturnIsTheHomePage() {
        #expect(LocalPath.validated(nil) == "/")
    }
}
