import Testing

@testable import WebUI

/// The scene's number formatters at the extremes: whatever Double they are given, they write text and
/// never trap (`Int(_:)` on 9.3e19 tenths, `abs(Int.min)`).
@Suite struct AirQualityFormatTests {
    @Test func kilometresAreWrittenToATenthWithTheirSign() {
        #expect(AirQualityFormat.kilometres(1.2) == "1.2")
        #expect(AirQualityFormat.kilometres(0.04) == "0.0")
        #expect(AirQualityFormat.kilometres(9.25) == "9.3")
        #expect(AirQualityFormat.kilometres(-0.4) == "-0.4")
        #expect(AirQualityFormat.kilometres(12_345.67) == "12345.7")
    }

    @Test(arguments: [
        9.23e17, 9.3e18, 1e308, -1e308, Double.greatestFiniteMagnitude, .infinity, -.infinity, .nan, .signalingNaN,
    ])
    func whatIsNotADistanceIsAQuestionMarkNotACrash(distance: Double) {
        #expect(AirQualityFormat.kilometres(distance) == "?")
    }

    @Test func theLargestDistancesTenthsCanHoldAreStillWritten() {
        #expect(AirQualityFormat.kilometres(-9.2e17) == "-920000000000000000.0")
        #expect(AirQualityFormat.kilometres(9e17) == "900000000000000000.0")
    }

    @Test(arguments: [9.3e18, 1e308, -1e308, .infinity, -.infinity, .nan])
    func aChartCoordinateThatIsNotANumberIsZero(value: Double) {
        #expect(AirQualityFormat.coordinate(value) == "0")
    }

    @Test func chartCoordinatesKeepTheirSignAndDropAZeroTenth() {
        #expect(AirQualityFormat.coordinate(12.5) == "12.5")
        #expect(AirQualityFormat.coordinate(40) == "40")
        #expect(AirQualityFormat.coordinate(-0.25) == "-0.3")
        #expect(AirQualityFormat.coordinate(-9.2e17) == "-920000000000000000")
    }
}
