import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// The Bookshelf scene's address codec: every route prints to an address that parses back to it, and an address
/// that names no Bookshelf route parses to nothing (its routes answer it `404`), whatever it holds.
@Suite struct BookshelfPathsTests {
    static let seed: UInt64 = 0x5EED_0035_00FF

    @Test(arguments: [BookshelfDestination.list])
    func everyRoutePrintsToAnAddressThatParsesBackToIt(route: BookshelfDestination) {
        #expect(BookshelfPaths.destination(from: SceneAddress(BookshelfPaths.path(for: route))) == route)
    }

    @Test(arguments: [
        "", "/", "//", "?", "#", "/?x=1", "http://example.com/bookshelf", "/x/bookshelf", "/../bookshelf",
        "/bookshelf/x",
        "/bookshelf/retry", "/bookshelfx", "/bookshelf%2Fx",
    ])
    func anAddressThatNamesNoBookshelfRouteParsesToNothing(path: String) {
        #expect(BookshelfPaths.destination(from: SceneAddress(path)) == nil)
    }

    @Test func randomBytesParseToNothingOrToARouteThatRoundTrips() {
        var samples = AddressSamples(seed: Self.seed)
        var parsed = 0
        for _ in 0..<5_000 {
            let path = samples.garbage(after: BookshelfPaths.list)
            guard let route = BookshelfPaths.destination(from: SceneAddress(path)) else { continue }
            parsed += 1
            #expect(BookshelfPaths.destination(from: SceneAddress(BookshelfPaths.path(for: route))) == route, "\(path)")
        }
        #expect((1..<5_000).contains(parsed))
    }
}
