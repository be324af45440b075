import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// My groups' address codec: every route prints to an address that parses back to it, and an address that names no
/// My groups route parses to nothing (its routes answer it `404`), whatever it holds.
@Suite struct GroupsPathsTests {
    static let seed: UInt64 = 0x5EED_0035_0005

    @Test func everyRoutePrintsToAnAddressThatParsesBackToIt() {
        var samples = AddressSamples(seed: Self.seed)
        for _ in 0..<2_000 {
            let route: GroupsDestination = samples.chance(4) ? .list : .image(groupID: samples.nonEmptyText())
            let path = GroupsPaths.path(for: route)
            #expect(GroupsPaths.destination(from: SceneAddress(path)) == route, "\(path)")
        }
    }

    @Test(
        arguments: AddressSamples.foreign + [
            "/groups/images", "/groups/images/a/b", "/groups/retry", "/groups/x", "/groups/images/%zz",
            "/groups/images/%C3%28", "/groups/x/images/1", "/groups%2Fimages%2F1",
        ])
    func anAddressThatNamesNoGroupsRouteParsesToNothing(path: String) {
        #expect(GroupsPaths.destination(from: SceneAddress(path)) == nil)
    }

    @Test func randomBytesParseToNothingOrToARouteThatRoundTrips() {
        var samples = AddressSamples(seed: Self.seed + 1)
        var parsed = 0
        for _ in 0..<5_000 {
            let path = samples.garbage(after: samples.chance(2) ? GroupsPaths.list : GroupsPaths.list + "/images")
            guard let route = GroupsPaths.destination(from: SceneAddress(path)) else { continue }
            parsed += 1
            #expect(GroupsPaths.destination(from: SceneAddress(GroupsPaths.path(for: route))) == route, "\(path)")
        }
        #expect((1..<5_000).contains(parsed))
    }
}
