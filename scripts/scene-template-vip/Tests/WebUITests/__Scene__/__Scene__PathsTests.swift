import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// The __Title__ scene's address codec: every route prints to an address that parses back to it, and an address
/// that names no __Title__ route parses to nothing (its routes answer it `404`), whatever it holds.
@Suite struct __Scene__PathsTests {
    static let seed: UInt64 = 0x5EED_0035_00FF

    @Test(arguments: [__Scene__Destination.list(selectedID: nil), .list(selectedID: 0), .list(selectedID: 7), .list(selectedID: -3)])
    func everyRoutePrintsToAnAddressThatParsesBackToIt(route: __Scene__Destination) {
        #expect(__Scene__Paths.destination(from: SceneAddress(__Scene__Paths.path(for: route))) == route)
    }

    @Test(arguments: [
        "", "/", "//", "?", "#", "/?x=1", "http://example.com__path__", "/x__path__", "/..__path__", "__path__/x",
        "__path__/retry", "__path__x", "__path__%2Fx", "__path__/7?selected=7",
    ])
    func anAddressThatNamesNo__Scene__RouteParsesToNothing(path: String) {
        #expect(__Scene__Paths.destination(from: SceneAddress(path)) == nil)
    }

    @Test(arguments: [
        ("__path__?selected=x", nil), ("__path__?selected=", nil), ("__path__?selected=%FF", nil),
        ("__path__?other=1", nil), ("__path__?selected=4&selected=5", 4), ("__path__/?selected=4", 4),
    ] as [(String, Int?)])
    func theSelectionIsTheFirstSelectedWholeNumberElseNone(path: String, selectedID: Int?) {
        #expect(__Scene__Paths.destination(from: SceneAddress(path)) == .list(selectedID: selectedID))
    }

    @Test func randomBytesParseToNothingOrToARouteThatRoundTrips() {
        var samples = AddressSamples(seed: Self.seed)
        var parsed = 0
        for _ in 0..<5_000 {
            let path = samples.garbage(after: __Scene__Paths.list)
            guard let route = __Scene__Paths.destination(from: SceneAddress(path)) else { continue }
            parsed += 1
            #expect(__Scene__Paths.destination(from: SceneAddress(__Scene__Paths.path(for: route))) == route, "\(path)")
        }
        #expect((1..<5_000).contains(parsed))
    }
}
