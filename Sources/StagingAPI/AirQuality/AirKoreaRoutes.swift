import Foundation
import Hummingbird
import SampleData

/// AirKorea (data.go.kr service group B552584): real-time measurements and the station look-ups.
struct AirKoreaRoutes: Sendable {
    static let realtimePath = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let stationListPath = "/B552584/MsrstnInfoInqireSvc/getMsrstnList"
    static let nearbyPath = "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"
    static let townPath = "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"

    /// `numOfRows` and `pageNo` accepted; outside these AirKorea answers resultCode 10.
    static let numOfRowsRange = 1...10_000
    static let pageNoRange = 1...1_000_000
    /// TM coordinates accepted, in metres (Korea lies within a few hundred kilometres of the origin).
    static let tmRange = -10_000_000.0...10_000_000.0

    let stations: [SampleStation]

    func register(on router: Router<BasicRequestContext>) {
        router.get(RouterPath(Self.realtimePath)) { request, _ in try answer(request, realtime) }
        router.get(RouterPath(Self.stationListPath)) { request, _ in try answer(request, stationList) }
        router.get(RouterPath(Self.nearbyPath)) { request, _ in try answer(request, nearby) }
        router.get(RouterPath(Self.townPath)) { request, _ in try answer(request, towns) }
    }

    /// The checks every operation shares, in AirKorea's order: the key (a missing key or `invalid` is the
    /// gateway's XML error, with HTTP 200), then the paging parameters (outside their ranges: resultCode 10).
    ///
    /// Answers, errors included, are XML unless `returnType=json` is asked for, as AirKorea's are
    /// (``AirKoreaReturnType``); the gateway's key error is its XML envelope either way.
    private func answer(
        _ request: Request, _ operation: (QueryParameters, AirKoreaReturnType, Int, Int) throws -> Response
    ) throws -> Response {
        let parameters = request.queryParameters
        guard let key = parameters["serviceKey"], !key.isEmpty, key != "invalid" else {
            return AirKoreaGatewayError.unregisteredKey.response(status: .ok)
        }
        let returnType = AirKoreaReturnType(parameters["returnType"])
        guard
            let numOfRows = parameters.integer("numOfRows", default: 10, in: Self.numOfRowsRange),
            let pageNo = parameters.integer("pageNo", default: 1, in: Self.pageNoRange)
        else {
            return try Self.invalidParameter(returnType)
        }
        return try operation(parameters, returnType, pageNo, numOfRows)
    }

    /// `getMsrstnAcctoRltmMesureDnsty?stationName=` — newest first; an unknown station is an empty page.
    private func realtime(
        _ parameters: QueryParameters, _ returnType: AirKoreaReturnType, pageNo: Int, numOfRows: Int
    ) throws -> Response {
        guard let name = parameters["stationName"], !name.isEmpty else { return try Self.invalidParameter(returnType) }
        let items = StationCatalog.find(stations, name: name).map { station in
            station.measurements.map { AirKoreaMeasurementPayload(measurement: $0, station: station) }
        }
        return try returnType.response(AirKoreaEnvelope(page: items ?? [], pageNo: pageNo, numOfRows: numOfRows))
    }

    /// `getMsrstnList[?addr=][&stationName=]`.
    private func stationList(
        _ parameters: QueryParameters, _ returnType: AirKoreaReturnType, pageNo: Int, numOfRows: Int
    ) throws -> Response {
        var found = StationCatalog.search(stations, name: parameters["stationName"])
        if let addr = parameters["addr"], !addr.isEmpty {
            found = found.filter { $0.addr.contains(addr) }
        }
        return try returnType.response(
            AirKoreaEnvelope(page: found.map(AirKoreaStationPayload.init), pageNo: pageNo, numOfRows: numOfRows))
    }

    /// `getNearbyMsrstnList?tmX=&tmY=` — the nearest stations with their distance in km; a coordinate that is
    /// missing, not finite or outside ``tmRange`` is resultCode 10.
    private func nearby(
        _ parameters: QueryParameters, _ returnType: AirKoreaReturnType, pageNo: Int, numOfRows: Int
    ) throws -> Response {
        guard
            let tmX = parameters.double("tmX", in: Self.tmRange),
            let tmY = parameters.double("tmY", in: Self.tmRange)
        else {
            return try Self.invalidParameter(returnType)
        }
        let items = StationCatalog.nearby(stations, tmX: tmX, tmY: tmY).map { entry in
            AirKoreaNearbyPayload(
                stationName: entry.station.stationName, addr: entry.station.addr, tm: entry.distanceKm)
        }
        return try returnType.response(AirKoreaEnvelope(page: items, pageNo: pageNo, numOfRows: numOfRows))
    }

    /// `getTMStdrCrdnt?umdName=` — the towns matching the name, with the TM point of their station.
    private func towns(
        _ parameters: QueryParameters, _ returnType: AirKoreaReturnType, pageNo: Int, numOfRows: Int
    ) throws -> Response {
        guard let umdName = parameters["umdName"], !umdName.isEmpty else {
            return try Self.invalidParameter(returnType)
        }
        let items = StationCatalog.towns(stations, umdName: umdName).map { town in
            AirKoreaTownPayload(
                sidoName: town.station.sidoName, sggName: StationCatalog.district(of: town.station),
                umdName: town.umdName, tmX: StationCatalog.tmText(town.station.tmX),
                tmY: StationCatalog.tmText(town.station.tmY))
        }
        return try returnType.response(AirKoreaEnvelope(page: items, pageNo: pageNo, numOfRows: numOfRows))
    }

    private static func invalidParameter(_ returnType: AirKoreaReturnType) throws -> Response {
        try returnType.response(
            AirKoreaEnvelope<AirKoreaStationPayload>(resultCode: "10", resultMsg: "INVALID_REQUEST_PARAMETER_ERROR"))
    }
}
