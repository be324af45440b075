import Foundation
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Generated art in the running app: a sprite per Pokémon and an identicon per user in dev and alpha, a poster
/// per movie without one; each kept for good by browsers, as its address names all it shows.
@Suite struct GeneratedArtAppTests {
    func withApp(phase: Phase, _ body: (URL) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: phase, environment: [:], dataDirectory: directory, body)
        }
    }

    func get(_ url: URL, _ path: String) async throws -> (status: Int, body: String, headers: [AnyHashable: Any]) {
        let (data, http) = try await NoScriptBrowser().get(url, path)
        return (http.statusCode, String(decoding: data, as: UTF8.self), http.allHeaderFields)
    }

    @Test(arguments: [Phase.dev, .alpha])
    func eachPokemonAndEachUserHasArtOfItsOwn(phase: Phase) async throws {
        try await withApp(phase: phase) { url in
            let bulbasaur = try await get(url, "/pokemon/bulbasaur/sprite")
            let ivysaur = try await get(url, "/pokemon/ivysaur/sprite")
            let charmander = try await get(url, "/pokemon/charmander/sprite")
            #expect(bulbasaur.status == 200 && ivysaur.status == 200 && charmander.status == 200)
            #expect(bulbasaur.headers["Content-Type"] as? String == "image/svg+xml")
            // Shaped by the number, coloured by the types: grass and poison, then fire.
            #expect(bulbasaur.body != ivysaur.body)
            #expect(bulbasaur.body.contains(".body{fill:#78c850}") && bulbasaur.body.contains(".marks{fill:#a040a0}"))
            #expect(charmander.body.contains(".body{fill:#f08030}"))
            #expect(try await get(url, "/pokemon/bulbasaur/sprite").body == bulbasaur.body)

            let first = try await get(url, "/users/avatars/1")
            let second = try await get(url, "/users/avatars/2")
            #expect(first.status == 200 && first.headers["Content-Type"] as? String == "image/svg+xml")
            #expect(first.body.contains("width=\"70\" height=\"70\"") && first.body != second.body)
        }
    }

    @Test func aMovieWithoutAPosterHasOneDrawnWithItsTitleEscapedAndKeptForGood() async throws {
        try await withApp(phase: .dev) { url in
            let title = "</text><script>alert(1)</script> & Co"
            let encoded = try #require(title.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let poster = try await get(url, "/movies/603/poster?title=\(encoded)")
            #expect(poster.status == 200)
            #expect(poster.headers["Content-Type"] as? String == "image/svg+xml")
            #expect(poster.headers["Cache-Control"] as? String == "public, max-age=31536000, immutable")
            #expect(!poster.body.contains("<script") && poster.body.contains("&lt;script&gt;"))
            #expect(poster.body.contains("aria-label=\"&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co\""))
            let other = try await get(url, "/movies/604/poster?title=\(encoded)")
            #expect(other.body != poster.body)
        }
    }
}
