import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// The users scene's address codec: every route prints to an address that parses back to it, and an address that
/// names no users route parses to nothing (its routes answer it `404`), whatever it holds.
@Suite struct UsersPathsTests {
    static let seed: UInt64 = 0x5EED_0035_0003

    private static func route(_ samples: inout AddressSamples) -> UsersDestination {
        switch samples.integer(in: 0...2) {
        case 0: return .home(pages: samples.integer(atLeast: 1))
        case 1: return .bookmarks(page: samples.integer(atLeast: 1))
        default: return .details(login: login(&samples))
        }
    }

    /// A login; not `bookmarks`, the one login without an address (`/users/bookmarks` is the tab).
    private static func login(_ samples: inout AddressSamples) -> String {
        let login = samples.nonEmptyText()
        return login == "bookmarks" ? "bookmarks-" : login
    }

    @Test func everyRoutePrintsToAnAddressThatParsesBackToIt() {
        var samples = AddressSamples(seed: Self.seed)
        for _ in 0..<2_000 {
            let route = Self.route(&samples)
            let path = UsersPaths.path(for: route)
            #expect(UsersPaths.destination(from: SceneAddress(path)) == route, "\(path)")
        }
    }

    @Test func aUsersPageNamesTheTabItWasOpenedFrom() {
        var samples = AddressSamples(seed: Self.seed + 1)
        for _ in 0..<1_000 {
            let login = Self.login(&samples)
            let origin: UsersDestination =
                samples.chance(2)
                ? .home(pages: samples.integer(in: 1...GitHubUsersListViewModel.maximumPages))
                : .bookmarks(page: samples.integer(in: 1...UsersPaths.Origin.maximumBookmarksPage))
            let address = SceneAddress(UsersPaths.details(login, from: origin))
            #expect(UsersPaths.destination(from: address) == .details(login: login), "\(address)")
            #expect(UsersPaths.Origin.destination(from: address) == origin, "\(address)")
        }
    }

    @Test(arguments: [
        (UsersDestination.home(pages: 0), UsersDestination.home(pages: 1)), (.home(pages: -3), .home),
        (.bookmarks(page: 0), .bookmarks), (.bookmarks(page: Int.min), .bookmarks),
    ])
    func aTabPageAnAddressCannotCarryPrintsAsTheFirstPage(route: UsersDestination, shown: UsersDestination) {
        #expect(UsersPaths.destination(from: SceneAddress(UsersPaths.path(for: route))) == shown)
    }

    @Test func aUserNamedBookmarksHasNoAddressOfItsOwn() {
        #expect(
            UsersPaths.destination(from: SceneAddress(UsersPaths.path(for: .details(login: "bookmarks")))) == .bookmarks
        )
    }

    @Test(
        arguments: AddressSamples.foreign + [
            "/users/a/b", "/users/octocat/retry", "/users/%zz", "/users/%", "/users/%C3%28", "/users/%ff",
            "/users/bookmarks/x", "/users/avatars/1", "/users%2Foctocat",
        ])
    func anAddressThatNamesNoUsersRouteParsesToNothing(path: String) {
        #expect(UsersPaths.destination(from: SceneAddress(path)) == nil)
    }

    @Test func randomBytesParseToNothingOrToARouteThatRoundTrips() {
        var samples = AddressSamples(seed: Self.seed + 2)
        var parsed = 0
        for _ in 0..<5_000 {
            let path = samples.garbage(after: samples.chance(2) ? UsersPaths.home : UsersPaths.bookmarks)
            // `/users/%62ookmarks` would name the user `bookmarks`, who has no address of its own.
            guard let route = UsersPaths.destination(from: SceneAddress(path)), route != .details(login: "bookmarks")
            else {
                continue
            }
            parsed += 1
            #expect(UsersPaths.destination(from: SceneAddress(UsersPaths.path(for: route))) == route, "\(path)")
        }
        #expect((1..<5_000).contains(parsed))
    }

    @Test func anAvatarAddressNamesItsUsersIDOnly() {
        #expect(UsersPaths.avatar(from: SceneAddress(UsersPaths.avatar(583_231))) == 583_231)
        for path in ["/users/avatars", "/users/avatars/x", "/users/avatars/1/2", "/users/1", "/users/avatars/%31"] {
            #expect(UsersPaths.avatar(from: SceneAddress(path)) == nil, "\(path)")
        }
    }
}
