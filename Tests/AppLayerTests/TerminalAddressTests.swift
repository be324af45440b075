import Foundation
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import AppLayer

/// One address per screen in both rings: `strata tui --open` reads a web address with the scene's own codec and
/// opens its screens as a user who walked there would have them, and each screen shows its web address in the
/// title bar.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TerminalAddressTests {
    /// An address opened, and the addresses the title bar shows from it back to the scene list, with the keys
    /// that go back one screen.
    struct Walk: Sendable, CustomTestStringConvertible {
        var opened: String
        var shown: [String]
        var back: [Key] = [.escape]
        var testDescription: String { opened }
    }

    nonisolated static let walks: [Walk] = [
        Walk(opened: "/", shown: ["/"]),
        Walk(opened: "/movies", shown: ["/movies", "/"]),
        Walk(opened: "/movies?query=star", shown: ["/movies?query=star", "/"]),
        Walk(opened: "/movies/10503", shown: ["/movies/10503", "/movies", "/"]),
        // A movie's address naming the list it was opened from opens above that list, searched.
        Walk(opened: "/movies/10503?query=love", shown: ["/movies/10503?query=love", "/movies?query=love", "/"]),
        Walk(opened: "/pokemon", shown: ["/pokemon", "/"]),
        Walk(opened: "/pokemon?offset=20", shown: ["/pokemon?offset=20", "/"]),
        Walk(opened: "/pokemon/pikachu", shown: ["/pokemon/pikachu", "/pokemon", "/"]),
        Walk(opened: "/users", shown: ["/users", "/"]),
        Walk(opened: "/users/bookmarks", shown: ["/users/bookmarks", "/users", "/"]),
        Walk(opened: "/users/elliot-tanaka", shown: ["/users/elliot-tanaka", "/users", "/"]),
        Walk(opened: "/air-quality", shown: ["/air-quality", "/"]),
        Walk(opened: "/air-quality?station=\(jungGu)", shown: ["/air-quality?station=\(jungGu)", "/"]),
        // Esc leaves the station field first, then Settings, for the measurements it was opened over.
        Walk(
            opened: "/air-quality/settings?current=\(jungGu)",
            shown: ["/air-quality/settings?current=\(jungGu)", "/air-quality?station=\(jungGu)", "/"],
            back: [.escape, .escape]),
        // A search named by the address is run, as the web ring's page runs it.
        Walk(
            opened: "/air-quality/settings?name=\(jungGu)",
            shown: ["/air-quality/settings?name=\(jungGu)", "/air-quality", "/"]),
        Walk(opened: "/groups", shown: ["/groups", "/"]),
    ]

    /// 중구, percent-encoded as the web ring writes it.
    nonisolated static let jungGu = "%EC%A4%91%EA%B5%AC"

    @Test(arguments: walks)
    func anAddressOpensItsScreensAboveTheSceneListEachShowingItsAddressUntilBackAtTheList(
        _ walk: Walk
    )
        async throws
    {
        try await withTerminalApp(opening: walk.opened) { driver in
            for (index, address) in walk.shown.enumerated() {
                if index > 0 { driver.press(walk.back) }
                await driver.until { driver.titleAddress == address }
            }
            // The scene list is where the walk ends: one more `q` quits.
            driver.press(.character("q"))
            await driver.until { driver.hasEnded }
        }
    }

    @Test func aMoviesDetailsAddressShowsThatMovieAboveTheListAndTheAddressFollowsASearch() async throws {
        try await withTerminalApp(opening: "/movies/10503") { driver in
            await driver.until { driver.lines.first?.contains("Strata · Love Rising") == true }
            #expect(driver.titleAddress == "/movies/10503")
            driver.press(.character("q"))
            await driver.until { driver.titleAddress == "/movies" }
            driver.type("love")
            driver.press(.enter)
            await driver.until { driver.titleAddress == "/movies?query=love" }
        }
    }

    @Test func aSettingsAddressNamingASearchShowsItsStationsAsTheWebPageDoes() async throws {
        try await withTerminalApp(opening: "/air-quality/settings?name=\(Self.jungGu)") { driver in
            await driver.shows("Stations named “중구”: 1")
            #expect(driver.lines.contains { $0.contains("Station name 중구") })
        }
    }

    @Test func anAddressCopiedWholeFromABrowserOpensItsScreen() throws {
        let address = try #require(TerminalAddress("http://127.0.0.1:8080/pokemon/pikachu"))
        #expect(address == TerminalAddress("/pokemon/pikachu"))
        #expect(TerminalAddress("https://strata.example/") == TerminalAddress("/"))
    }

    @Test(arguments: [
        "", "movies", "/nowhere", "/movies/star", "/movies/1/2", "/pokemon/pikachu/sprite", "/groups/images/1",
        "/users/octocat/retry", "/air-quality/refresh", "/docs", "/trace/1",
    ])
    func anAddressNamingNoScreenIsRefused(_ text: String) {
        #expect(TerminalAddress(text) == nil)
    }

    @Test func aScreenWithoutAPageHasNoAddressInItsTitleBar() async throws {
        try await withTerminalApp(opening: "/groups") { driver in
            await driver.until { driver.titleAddress == "/groups" }
            driver.press(.control("t"))
            await driver.shows("How this screen was made")
            #expect(driver.lines.first?.contains("/groups") == false, "\(driver.lines)")
        }
    }

    /// The terminal app as `strata tui --open text` makes it, on bundled data in a new data directory, 100 × 30.
    private func withTerminalApp(opening text: String, _ body: (TerminalDriver) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-terminal-address-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = try AppConfiguration.resolve(
            phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
        let container = try AppDIContainer.opening(configuration, logger: Fixtures.quietLogger())
        let address = try #require(TerminalAddress(text))
        let driver = TerminalDriver(
            container.makeTerminalApp(strings: .en, opening: address), size: TerminalSize(width: 100, height: 30))
        defer { driver.quit() }
        try await body(driver)
    }
}

extension TerminalDriver {
    /// The address at the title bar's right: its last word.
    fileprivate var titleAddress: String? {
        lines.first?.split(separator: " ").last.map(String.init)
    }

    fileprivate func press(_ keys: [Key]) {
        for key in keys { press(key) }
    }
}
