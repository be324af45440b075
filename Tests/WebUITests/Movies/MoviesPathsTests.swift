import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// Movies' address codec: every route prints to an address that parses back to it, and an address that names no
/// Movies route parses to nothing (its routes answer it `404`), whatever it holds.
@Suite struct MoviesPathsTests {
    static let seed: UInt64 = 0x5EED_0035_0001

    private static func route(_ samples: inout AddressSamples) -> MoviesDestination {
        guard samples.chance(2) else { return .details(movieID: samples.integer()) }
        let query = samples.text()
        return .list(query: query, pages: query.isEmpty ? 1 : samples.integer(atLeast: 1))
    }

    @Test func everyRoutePrintsToAnAddressThatParsesBackToIt() {
        var samples = AddressSamples(seed: Self.seed)
        for _ in 0..<2_000 {
            let route = Self.route(&samples)
            let path = MoviesPaths.path(for: route)
            #expect(MoviesPaths.destination(from: SceneAddress(path)) == route, "\(path)")
        }
    }

    @Test func aDetailsAddressNamesTheListAndTheRowItWasOpenedFrom() {
        var samples = AddressSamples(seed: Self.seed + 1)
        for _ in 0..<1_000 {
            let movieID = samples.integer()
            let list = MoviesDestination.list(query: samples.nonEmptyText(), pages: samples.integer(atLeast: 1))
            let row = samples.chance(3) ? nil : samples.integer(in: 1...MoviesPaths.maximumRow)
            let path =
                MoviesPaths.path(for: .details(movieID: movieID)) + MoviesPaths.backQuery(to: list)
                + (row.map { "&row=\($0)" } ?? "")
            let address = SceneAddress(path)
            #expect(MoviesPaths.destination(from: address) == .details(movieID: movieID), "\(path)")
            #expect(MoviesPaths.origin(from: address) == (list, row), "\(path)")
        }
    }

    @Test(arguments: [
        (MoviesDestination.list(query: "", pages: 3), MoviesDestination.list(query: "", pages: 1)),
        (.list(query: "star", pages: 0), .list(query: "star", pages: 1)),
        (.list(query: "star", pages: -7), .list(query: "star", pages: 1)),
    ])
    func aListAnAddressCannotCarryPrintsAsTheListItShows(route: MoviesDestination, shown: MoviesDestination) {
        #expect(MoviesPaths.destination(from: SceneAddress(MoviesPaths.path(for: route))) == shown)
    }

    @Test func aDetailsAddressNamesNoRowWithoutAListOrBeyondTheRowsAListShows() {
        #expect(MoviesPaths.origin(from: SceneAddress("/movies/3?row=2")) == (.list(query: ""), nil))
        #expect(MoviesPaths.origin(from: SceneAddress("/movies/3?query=a&row=0")) == (.list(query: "a"), nil))
        #expect(MoviesPaths.origin(from: SceneAddress("/movies/3?query=a&row=1001")) == (.list(query: "a"), nil))
        #expect(MoviesPaths.origin(from: SceneAddress("/movies/3?query=a&row=x")) == (.list(query: "a"), nil))
    }

    @Test(
        arguments: AddressSamples.foreign + [
            "/movies/abc", "/movies/3/extra", "/movies/3/retry", "/movies/3.5", "/movies/1e3", "/movies/0x10",
            "/movies/99999999999999999999", "/movies/%33", "/movies/ 3", "/movies/-", "/movies/+", "/movies%2F3",
            "/movies/../3", "/movies/next-page", "/movies/posters/w92/a.jpg", "/movies/posters/placeholder.svg",
        ])
    func anAddressThatNamesNoMoviesRouteParsesToNothing(path: String) {
        #expect(MoviesPaths.destination(from: SceneAddress(path)) == nil)
    }

    @Test func randomBytesParseToNothingOrToARouteThatRoundTrips() {
        var samples = AddressSamples(seed: Self.seed + 2)
        var parsed = 0
        for _ in 0..<5_000 {
            let path = samples.garbage(after: MoviesPaths.list)
            guard let route = MoviesPaths.destination(from: SceneAddress(path)) else { continue }
            parsed += 1
            #expect(MoviesPaths.destination(from: SceneAddress(MoviesPaths.path(for: route))) == route, "\(path)")
        }
        #expect((1..<5_000).contains(parsed))
    }

    @Test func aPosterAddressNamesItsFileAndWidthOnly() throws {
        let poster = try #require(MoviesPaths.poster(from: SceneAddress(MoviesPaths.poster("/a-b_c.9.png", width: 92))))
        #expect(poster == ("/a-b_c.9.png", 92))
        for path in [
            "/movies/posters/w0/a.jpg", "/movies/posters/w2001/a.jpg", "/movies/posters/92/a.jpg",
            "/movies/posters/w92/.hidden", "/movies/posters/w92/a%2F..jpg", "/movies/posters/w92/a/b.jpg",
            "/movies/posters/w92", "/movies/posters/placeholder.svg",
        ] {
            #expect(MoviesPaths.poster(from: SceneAddress(path)) == nil, "\(path)")
        }
    }
}
