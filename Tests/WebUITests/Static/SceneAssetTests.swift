import Foundation
import Hummingbird
import HummingbirdTesting
import LiveWeb
import Testing

@testable import WebUI

/// A scene's own style and script live in its folder and are linked from its pages only, at addresses that name
/// their content, cached for good.
struct SceneAssetTests {
    private func addresses(in page: String, of scene: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: "/assets/\(scene)\\.[0-9a-f]{16}\\.(css|js)")
        return pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range, in: page).map { String(page[$0]) }
        }
    }

    @Test func aScenesStyleAndScriptAreServedAtHashedAddressesOnItsPagesOnly() async throws {
        let server = makeServer().addRoutes { router in
            router.get("/movies") { _, context in
                WebRequestContext.htmlResponse(context.layout, title: "Movies", body: "<p>Movies</p>", status: .ok)
            }
        }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/movies", method: .get).text
            let linked = try addresses(in: page, of: "Movies")
            #expect(linked.map { $0.hasSuffix(".css") } == [true, false])
            for (address, contentType, excerpt) in zip(
                linked,
                [
                    ("text/css; charset=utf-8", ".movies-search"),
                    ("text/javascript; charset=utf-8", "filterSuggestions"),
                ]
            ).map({ ($0, $1.0, $1.1) }) {
                let response = try await client.execute(uri: address, method: .get)
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == contentType)
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(response.text.contains(excerpt))
            }

            let home = try await client.execute(uri: "/", method: .get).text
            #expect(try addresses(in: home, of: "[A-Za-z]+") == [])
            #expect(try await client.execute(uri: "/assets/Movies.css", method: .get).status == .notFound)
        }
    }

    /// Every scene's page links its own style and script, and no other scene's; an excerpt of each proves it is the
    /// scene's own rules and code, which the shared stylesheet and script no longer hold.
    @Test(arguments: [
        ("Movies", "/movies", [".movie-poster", "filterSuggestions"]),
        ("Pokemon", "/pokemon", [".pokemon-type[data-type=\"fire\"]"]),
        ("Users", "/users", [".users-toast", "strata.users.focusAfterStar"]),
        ("AirQuality", "/air-quality", ["--aq-very-bad: #b3261e", ".aq-hour"]),
        ("Groups", "/groups", [".group-grid"]),
    ])
    func aScenesPageLinksItsOwnAssetsOnly(scene: String, path: String, excerpts: [String]) async throws {
        let server = makeServer().addRoutes { router in
            router.get(RouterPath(path)) { _, context in
                WebRequestContext.htmlResponse(context.layout, title: scene, body: "<p>\(scene)</p>", status: .ok)
            }
        }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: path, method: .get).text
            let linked = try addresses(in: page, of: "[A-Za-z]+")
            #expect(try addresses(in: page, of: scene) == linked)
            #expect(linked.count == excerpts.count)
            for (address, excerpt) in zip(linked, excerpts) {
                let response = try await client.execute(uri: address, method: .get)
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(response.text.contains(excerpt))
            }
            for shared in [StaticAssets.stylesheetPath, StaticAssets.scriptPath] {
                let response = try await client.execute(uri: shared, method: .get)
                #expect(response.status == .ok)
                #expect(excerpts.allSatisfy { !response.text.contains($0) })
            }
        }
    }
}
