import Foundation
import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// Air quality's address codec: every route prints to an address that parses back to it, and an address that names
/// no air-quality route parses to nothing (its routes answer it `400` when the path is theirs and a value is longer
/// than any station's name, else `404`), whatever it holds.
@Suite struct AirQualityPathsTests {
    static let seed: UInt64 = 0x5EED_0035_0004

    /// A station's name as an address carries it: trimmed, not blank, no longer than any station's; or nil.
    private static func station(_ samples: inout AddressSamples) -> String? {
        guard !samples.chance(4) else { return nil }
        while true {
            let name = samples.nonEmptyText().trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty, name.utf8.count <= AirQualityWorker.maximumStationNameLength {
                return name
            }
        }
    }

    private static func route(_ samples: inout AddressSamples) -> AirQualityDestination {
        samples.chance(2)
            ? .measurements(stationName: station(&samples))
            : .settings(
                currentStationName: station(&samples), missingStationName: station(&samples),
                searchedName: station(&samples))
    }

    @Test func everyRoutePrintsToAnAddressThatParsesBackToIt() {
        var samples = AddressSamples(seed: Self.seed)
        for _ in 0..<2_000 {
            let route = Self.route(&samples)
            let path = AirQualityPaths.path(for: route)
            #expect(AirQualityPaths.destination(from: SceneAddress(path)) == route, "\(path)")
        }
    }

    @Test func aSettingsAddressNamesItsSearches() throws {
        var samples = AddressSamples(seed: Self.seed + 1)
        for _ in 0..<1_000 {
            let (current, missing) = (Self.station(&samples), Self.station(&samples))
            let (name, town) = (Self.station(&samples), Self.station(&samples))
            let address = SceneAddress(
                AirQualityPaths.settings(current: current, missing: missing, name: name, town: town))
            let search = try #require(AirQualityPaths.search(from: address))
            #expect(search == (name, town), "\(address)")
            #expect(
                AirQualityPaths.destination(from: address)
                    == .settings(currentStationName: current, missingStationName: missing, searchedName: name))
        }
    }

    @Test(arguments: [
        (
            AirQualityDestination.measurements(stationName: " 종로구\n"),
            AirQualityDestination.measurements(stationName: "종로구")
        ),
        (.measurements(stationName: ""), .measurements(stationName: nil)),
        (.measurements(stationName: "  "), .measurements(stationName: nil)),
        (
            .settings(currentStationName: "", missingStationName: " 중구 "),
            .settings(currentStationName: nil, missingStationName: "중구")
        ),
    ])
    func aBlankOrPaddedStationPrintsAsTheStationAskedFor(route: AirQualityDestination, shown: AirQualityDestination) {
        #expect(AirQualityPaths.destination(from: SceneAddress(AirQualityPaths.path(for: route))) == shown)
    }

    @Test func textLongerThanAnyStationsNameNamesNothing() {
        let long = String(repeating: "가", count: AirQualityWorker.maximumStationNameLength)
        #expect(
            AirQualityPaths.destination(from: SceneAddress(AirQualityPaths.path(for: .measurements(stationName: long))))
                == nil)
        let settings = SceneAddress(AirQualityPaths.settings(current: "종로구", town: long))
        #expect(
            AirQualityPaths.destination(from: settings) == .settings(currentStationName: "종로구", missingStationName: nil)
        )
        #expect(AirQualityPaths.search(from: settings) == nil)
    }

    @Test(
        arguments: AddressSamples.foreign + [
            "/air-quality/x", "/air-quality/refresh", "/air-quality/settings/station", "/air-quality/settings/x",
            "/air-quality%2Fsettings", "/air-quality?station=" + String(repeating: "x", count: 65),
            "/air-quality/settings?current=" + String(repeating: "%EA%B0%80", count: 22),
        ])
    func anAddressThatNamesNoAirQualityRouteParsesToNothing(path: String) {
        #expect(AirQualityPaths.destination(from: SceneAddress(path)) == nil)
    }

    @Test func randomBytesParseToNothingOrToARouteThatRoundTrips() {
        var samples = AddressSamples(seed: Self.seed + 2)
        var parsed = 0
        for _ in 0..<5_000 {
            let path = samples.garbage(
                after: samples.chance(2) ? AirQualityPaths.measurements : AirQualityPaths.settings)
            guard let route = AirQualityPaths.destination(from: SceneAddress(path)) else { continue }
            parsed += 1
            #expect(
                AirQualityPaths.destination(from: SceneAddress(AirQualityPaths.path(for: route))) == route, "\(path)")
        }
        #expect((1..<5_000).contains(parsed))
    }
}
