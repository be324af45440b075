import Foundation
import Networking

/// AirKorea's endpoints (data.go.kr service group B552584) the air-quality scene uses. Every answer is read as
/// an ``AirKoreaAnswer``: the items, or the refusal of a JSON header or of the gateway's XML envelope. The
/// `serviceKey` is a query parameter of the service's configuration (`serviceKey(_:)`), so it is redacted from
/// every log line and masked wherever an answer echoes it.
public enum AirKoreaEndpoints {
    static let realtimePath = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let stationListPath = "/B552584/MsrstnInfoInqireSvc/getMsrstnList"
    static let townPath = "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"
    static let nearbyPath = "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"

    /// A day of hourly measurements.
    static let measurementRows = 24
    /// More than AirKorea's whole station list (some 650 stations), so one page holds every match.
    static let stationRows = 1000
    /// More towns than any name matches.
    static let townRows = 100
    /// The most nearby stations kept (AirKorea sends the three nearest).
    static let nearbyRows = 10

    /// The key's query parameter, nothing without a key.
    public static func serviceKey(_ key: String?) -> [String: String] {
        guard let key, !key.isEmpty else { return [:] }
        return ["serviceKey": key]
    }

    static func measurements(stationName: String) -> Endpoint<AirKoreaAnswer<AirKoreaMeasurementDTO>> {
        endpoint(
            realtimePath, keeping: measurementRows,
            [
                ("stationName", stationName), ("dataTerm", "DAILY"), ("numOfRows", "\(measurementRows)"),
                ("pageNo", "1"), ("ver", "1.3"),
            ])
    }

    static func stations(named name: String) -> Endpoint<AirKoreaAnswer<AirKoreaStationDTO>> {
        endpoint(
            stationListPath, keeping: stationRows,
            [("stationName", name), ("numOfRows", "\(stationRows)"), ("pageNo", "1")])
    }

    /// The whole station list, in one page.
    static func allStations() -> Endpoint<AirKoreaAnswer<AirKoreaStationDTO>> {
        endpoint(stationListPath, keeping: stationRows, [("numOfRows", "\(stationRows)"), ("pageNo", "1")])
    }

    static func towns(named name: String) -> Endpoint<AirKoreaAnswer<AirKoreaTMCoordinateDTO>> {
        endpoint(townPath, keeping: townRows, [("umdName", name), ("numOfRows", "\(townRows)"), ("pageNo", "1")])
    }

    static func nearbyStations(tmX: Double, tmY: Double) -> Endpoint<AirKoreaAnswer<AirKoreaNearbyStationDTO>> {
        // `ver=1.1` is the version AirKorea documents for this operation; a Double's description reads back
        // as the same Double.
        endpoint(nearbyPath, keeping: nearbyRows, [("tmX", "\(tmX)"), ("tmY", "\(tmY)"), ("ver", "1.1")])
    }

    /// An answer keeps at most the rows asked for (`numOfRows`), whatever the service sends.
    private static func endpoint<Item>(
        _ path: String, keeping maximumItems: Int, _ parameters: [(String, String)]
    ) -> Endpoint<AirKoreaAnswer<Item>> {
        Endpoint(
            path: path,
            queryItems: ([("returnType", "json")] + parameters).map { URLQueryItem(name: $0.0, value: $0.1) },
            decoder: AirKoreaAnswer<Item>.decoder(keepingAtMost: maximumItems))
    }
}
