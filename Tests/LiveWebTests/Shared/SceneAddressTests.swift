import HummingbirdCore
import TestSupport
import Testing

@testable import LiveWeb

/// An address given as text reads as the web server reads the same request's, so a scene's codec parses both alike.
@Suite struct SceneAddressTests {
    @Test func textNamesItsPathAndItsQueryItemsUpToTheFragment() {
        let address = SceneAddress("/movies/603?query=star%20wars&pages=2&pages=3&flag&=x&bad=%zz&é=%C3%A9#top")
        #expect(
            address
                == SceneAddress(
                    path: "/movies/603",
                    query: [
                        .init(name: "query", value: "star wars"), .init(name: "pages", value: "2"),
                        .init(name: "pages", value: "3"), .init(name: "flag", value: ""), .init(name: "", value: "x"),
                        .init(name: "bad", value: "%zz"), .init(name: "é", value: "é"),
                    ]))
        #expect(address["pages"] == "2")
        #expect(address.integer("pages") == 2)
        #expect(address.integer("query") == nil)
        #expect(address["missing"] == nil)
        #expect(SceneAddress("/users#user-7") == SceneAddress(path: "/users"))
        #expect(SceneAddress("/users?") == SceneAddress(path: "/users"))
    }

    /// Seeded random request targets (without `#`, which a browser never sends) read alike both ways.
    @Test func textReadsAsTheServerReadsTheSameRequest() {
        var random = SplitMix64(seed: 0x5EED_0035_0006)
        let pieces: [String] = [
            "a", "b", "9", "/", "?", "&", "=", "%", "+", " ", "é", "종", "🎬", "\u{0}", "%2", "%41", "%C3%A9", "%zz",
            "%ff", "==",
        ]
        for _ in 0..<3_000 {
            var text = "/"
            for _ in 0..<random.next() % 16 {
                text += pieces[Int(random.next() % UInt64(pieces.count))]
            }
            #expect(SceneAddress(text) == SceneAddress(URI(text)), "\(text)")
        }
    }

    @Test func segmentsAfterAPrefixLeaveOutEmptyOnesAsTheRouterDoes() {
        #expect(SceneAddress("/pokemon/pikachu/sprite").segments(after: "/pokemon") == ["pikachu", "sprite"])
        #expect(SceneAddress("//pokemon//pikachu/").segments(after: "/pokemon") == ["pikachu"])
        #expect(SceneAddress("/pokemon").segments(after: "/pokemon") == [])
        #expect(SceneAddress("/air-quality/settings").segments(after: "/air-quality/settings") == [])
        #expect(SceneAddress("/pokemonx").segments(after: "/pokemon") == nil)
        #expect(SceneAddress("/movies/pokemon").segments(after: "/pokemon") == nil)
        #expect(SceneAddress("/a%2Fb/c").segments(after: "/a") == nil)
    }

    @Test(
        arguments: [
            ("octo%20cat%2F%C3%A9", "octo cat/é"), ("pikachu", "pikachu"), ("%zz", nil), ("%", nil), ("%4", nil),
            ("%C3%28", nil), ("%ff", nil), ("%00", "\u{0}"),
        ] as [(Substring, String?)])
    func aSegmentDecodesOnlyFromValidPercentEncodingOfUTF8(segment: Substring, decoded: String?) {
        #expect(SceneAddress.decoded(segment) == decoded)
    }
}
