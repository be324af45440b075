import DomainLayer
import Foundation
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// A saved copy of the measurements, served because AirKorea failed, over real HTTP: the page says so and
/// when it was saved, above the measurements.
@Suite struct AirQualitySavedCopyRoutesTests {
    let testing = AirQualityWebTesting()
    /// 2024-05-20 15:30 in Korea.
    static let savedAt = Date(timeIntervalSince1970: 1_716_186_600)

    init() {
        var saved = AirQualityFixtures.day(of: "종로구")
        saved.savedCopy = AirQualityHistory.SavedCopy(savedAt: Self.savedAt)
        testing.useCases.histories.answers.answer("종로구", with: .success(saved))
    }

    @Test func aSavedCopyIsShownWithANoticeOfWhenItWasSaved() async throws {
        try await testing.withApp { client in
            let main = try #require(try await client.execute(uri: "/air-quality", method: .get).main)
            #expect(
                main.contains(
                    "<p class=\"notice notice-failure\" role=\"alert\">Showing the measurements saved at May 20, 2024, "
                        + "15:30 (Korea time); AirKorea can’t be reached.</p>"))
            #expect(main.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == 24)
            #expect(main.contains("<span class=\"aq-number\">38</span> µg/m³"))
        }
    }

    @Test func koreanWordsTheSavedCopysNotice() async throws {
        try await testing.withApp { client in
            let page = try await client.execute(uri: "/air-quality", method: .get, headers: AirQualityWebTesting.korean)
            let main = try #require(page.main)
            #expect(
                main.contains("2024년 5월 20일 15:30 (한국 시간)에 저장한 측정값을 보여 드립니다. 에어코리아에 연결할 수 없습니다."))
        }
    }

    @Test func currentMeasurementsHaveNoNotice() async throws {
        let current = AirQualityWebTesting()
        current.useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day(of: "종로구")))
        try await current.withApp { client in
            let main = try #require(try await client.execute(uri: "/air-quality", method: .get).main)
            #expect(!main.contains("class=\"notice"))
        }
    }
}
