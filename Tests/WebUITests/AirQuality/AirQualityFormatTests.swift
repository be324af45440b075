import Foundation
import PresentationLayer
import Testing

@testable import WebUI

/// The scene's number formatters at the extremes: whatever Double they are given, they write text and
/// never trap (`Int(_:)` on 9.3e19 tenths, `abs(Int.min)`).
@Suite struct AirQualityFormatTests {
    /// AirKorea's quota resets at midnight in Korea, 15:00 UTC: the page writes it in UTC, named and with its
    /// day when not today, inside a `<time>` its script writes again in the reader's zone (#37.6).
    @Test func aQuotasResetIsATimeInUTCThatTheScriptWritesInTheReadersZone() throws {
        let reset = Date(timeIntervalSince1970: 1_764_342_000)  // 2025-11-28 15:00 UTC
        let message = ErrorMessage.rateLimited(until: reset)
        #expect(
            message.html(.en, now: reset.addingTimeInterval(-3_600)).description
                == "Too many requests for now. Try again after <time datetime=\"2025-11-28T15:00:00Z\" "
                + "data-local-time>15:00 UTC</time>.")
        #expect(
            message.html(Strings(.ko), now: reset.addingTimeInterval(-86_400))
                .description
                == "지금은 요청이 너무 많아요. <time datetime=\"2025-11-28T15:00:00Z\" data-local-time>11월 28일 15:00 UTC"
                + "</time> 이후에 다시 시도해 주세요.")
        #expect(ErrorMessage.server.html(.en).description == ErrorMessage.server.text(.en))
    }

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
