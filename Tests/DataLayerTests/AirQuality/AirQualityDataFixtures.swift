import DataLayer
import DomainLayer
import Foundation
import Networking
import SampleData
import TestSupport

/// Builders shared by the air-quality data tests.
enum AirQualityDataFixtures {
    static let realtimePath = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let stationListPath = "/B552584/MsrstnInfoInqireSvc/getMsrstnList"
    static let townPath = "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"
    static let nearbyPath = "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"

    /// 2024-05-20 15:30 in Korea (06:30 UTC).
    static let afternoonInSeoul = Date(timeIntervalSince1970: 1_716_186_600)

    /// An AirKorea REST data source on `baseURL` with the service key `key`, sending the staging API's `fault`
    /// on every request, logging into `log`, at the time `now`.
    static func airKorea(
        baseURL: URL, key: String? = "k", fault: String? = nil, timeout: TimeInterval = 60,
        now: @escaping @Sendable () -> Date = { afternoonInSeoul }, log: LogCapture = LogCapture()
    ) -> RemoteAirQualityDataSource {
        RemoteAirQualityDataSource(
            service: DataTransferService(
                configuration: APIConfiguration(
                    baseURL: baseURL, headers: fault.map { ["X-Strata-Fault": $0] } ?? [:],
                    queryParameters: AirKoreaEndpoints.serviceKey(key), timeout: timeout),
                logger: log.logger(label: "strata.test.airkorea")),
            now: now)
    }

    /// The instant of `text` (`"2024-05-20 14:00"`) in Korea's time, computed without the code under test.
    static func seoul(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text) ?? .distantPast
    }

    /// A `getMsrstnAcctoRltmMesureDnsty` body with one item per row: `(dataTime, pm10Value, pm10Grade1h,
    /// pm25Value, pm25Grade1h)`, values and grades written as JSON (`"41"`, `null`).
    static func realtimeBody(_ rows: [(String, String, String, String, String)]) -> String {
        let items = rows.map { row in
            #"{"dataTime":"\#(row.0)","stationName":"종로구","pm10Value":\#(row.1),"pm10Grade1h":\#(row.2),"#
                + #""pm25Value":\#(row.3),"pm25Grade1h":\#(row.4),"pm10Grade":null,"pm25Grade":null}"#
        }
        return #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_CODE"},"body":{"totalCount":"#
            + "\(rows.count)" + #","pageNo":1,"numOfRows":24,"items":["# + items.joined(separator: ",") + "]}}}"
    }

    /// A JSON envelope with the header only.
    static func refusalBody(code: String, message: String) -> String {
        #"{"response":{"header":{"resultCode":"\#(code)","resultMsg":"\#(message)"}}}"#
    }

    /// The gateway's XML envelope.
    static func gatewayBody(code: String, message: String) -> String {
        "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>\(message)"
            + "</returnAuthMsg><returnReasonCode>\(code)</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>"
    }

    /// The fixture stations with `종로구` cut to its newest `hours` hours.
    static func dataset(firstStationHours hours: Int) -> SampleDataset {
        var dataset = Fixtures.dataset()
        dataset.stations[0].measurements = Array(dataset.stations[0].measurements.prefix(hours))
        return dataset
    }
}
