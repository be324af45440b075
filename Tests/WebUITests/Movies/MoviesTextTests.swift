import Foundation
import PresentationLayer
import Testing

@testable import WebUI

struct MoviesTextTests {
    @Test func aReleaseLineIsWrittenInEachLanguageEveryTime() {
        let day = Date(timeIntervalSince1970: 1_278_547_200)
        for _ in 0..<2 {
            #expect(Strings.en.releaseLine(day) == "Release date: Jul 8, 2010")
            #expect(Strings(.ko).releaseLine(day) == "개봉일: 2010년 7월 8일")
            #expect(Strings.en.releaseLine(day.addingTimeInterval(86_400)) == "Release date: Jul 9, 2010")
        }
        #expect(Strings(.ko).releaseLine(nil) == Strings(.ko)[MoviesText.toBeAnnounced])
    }
}
