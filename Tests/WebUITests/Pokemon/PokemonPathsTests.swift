import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// Pokémon's address codec: every route prints to an address that parses back to it, and an address that names no
/// Pokémon route parses to nothing (its routes answer it `404`), whatever it holds.
@Suite struct PokemonPathsTests {
    static let seed: UInt64 = 0x5EED_0035_0002

    private static func route(_ samples: inout AddressSamples) -> PokemonDestination {
        switch samples.integer(in: 0...2) {
        case 0: .list(offset: samples.integer(atLeast: 0))
        case 1: .details(name: samples.nonEmptyText())
        default: .sprite(name: samples.nonEmptyText())
        }
    }

    @Test func everyRoutePrintsToAnAddressThatParsesBackToIt() {
        var samples = AddressSamples(seed: Self.seed)
        for _ in 0..<2_000 {
            let route = Self.route(&samples)
            let path = PokemonPaths.path(for: route)
            #expect(PokemonPaths.destination(from: SceneAddress(path)) == route, "\(path)")
        }
    }

    @Test(arguments: [-1, -20, Int.min])
    func aListBeforeTheFirstPokemonPrintsAsTheFirstPage(offset: Int) {
        #expect(
            PokemonPaths.destination(from: SceneAddress(PokemonPaths.path(for: .list(offset: offset))))
                == .list(offset: 0))
    }

    @Test(
        arguments: AddressSamples.foreign + [
            "/pokemon/a/b", "/pokemon/a/retry", "/pokemon/a/sprite/x", "/pokemon/%zz", "/pokemon/%", "/pokemon/%C3%28",
            "/pokemon/%ff", "/pokemon/a/%zz", "/pokemon/%zz/sprite", "/pokemon%2Fpikachu",
        ])
    func anAddressThatNamesNoPokemonRouteParsesToNothing(path: String) {
        #expect(PokemonPaths.destination(from: SceneAddress(path)) == nil)
    }

    @Test func randomBytesParseToNothingOrToARouteThatRoundTrips() {
        var samples = AddressSamples(seed: Self.seed + 1)
        var parsed = 0
        for _ in 0..<5_000 {
            let path = samples.garbage(after: PokemonPaths.list)
            guard let route = PokemonPaths.destination(from: SceneAddress(path)) else { continue }
            parsed += 1
            #expect(PokemonPaths.destination(from: SceneAddress(PokemonPaths.path(for: route))) == route, "\(path)")
        }
        #expect((1..<5_000).contains(parsed))
    }
}
