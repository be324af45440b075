import SampleData

/// AirKorea's envelope (JSON here, XML in `AirKoreaXML.swift`): `{response: {header: {resultCode, resultMsg}, body: {totalCount, pageNo,
/// numOfRows, items}}}`; error envelopes carry the header only.
struct AirKoreaEnvelope<Item: Encodable>: Encodable {
    struct Header: Encodable {
        var resultCode: String
        var resultMsg: String
    }

    struct Body: Encodable {
        var totalCount: Int
        var pageNo: Int
        var numOfRows: Int
        var items: [Item]
    }

    var header: Header
    var body: Body?

    enum CodingKeys: String, CodingKey {
        case response
    }

    enum ResponseKeys: String, CodingKey {
        case header, body
    }

    /// A normal answer: resultCode `00`, `items` being the requested page of `all` (empty past the end).
    ///
    /// The routes range-check `pageNo` and `numOfRows`; here a `pageNo` below 1 counts as 1, a `numOfRows`
    /// below 1 as 0, and a page whose start does not fit in an `Int` is empty, so no input can overflow.
    init(page all: [Item], pageNo: Int, numOfRows: Int) {
        let rows = max(numOfRows, 0)
        let skipped = (max(pageNo, 1) - 1).multipliedReportingOverflow(by: rows)
        let start = skipped.overflow ? all.count : min(skipped.partialValue, all.count)
        let end = start + min(rows, all.count - start)
        header = Header(resultCode: "00", resultMsg: "NORMAL_CODE")
        body = Body(totalCount: all.count, pageNo: pageNo, numOfRows: numOfRows, items: Array(all[start..<end]))
    }

    /// An error answer with the header only.
    init(resultCode: String, resultMsg: String) {
        header = Header(resultCode: resultCode, resultMsg: resultMsg)
        body = nil
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var response = container.nestedContainer(keyedBy: ResponseKeys.self, forKey: .response)
        try response.encode(header, forKey: .header)
        try response.encodeIfPresent(body, forKey: .body)
    }
}

/// One hour of `getMsrstnAcctoRltmMesureDnsty`, as `airkorea_rltm.json`: every `*Flag` is the hour's `flag`,
/// grades and flags are `null` when absent.
struct AirKoreaMeasurementPayload: AirKoreaXMLItem {
    var measurement: SampleMeasurement
    var station: SampleStation

    struct CodingKeys: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }

    /// The fields in AirKorea's order; every `*Flag` is the hour's `flag`.
    var xmlFields: [(name: String, value: String?)] {
        let hour = measurement
        return [
            ("so2Grade", hour.so2Grade), ("coFlag", hour.flag), ("khaiValue", hour.khaiValue),
            ("so2Value", hour.so2Value), ("coValue", hour.coValue), ("pm25Flag", hour.flag), ("pm10Flag", hour.flag),
            ("o3Grade", hour.o3Grade), ("pm10Value", hour.pm10Value), ("khaiGrade", hour.khaiGrade),
            ("pm25Value", hour.pm25Value), ("sidoName", station.sidoName), ("no2Flag", hour.flag),
            ("no2Grade", hour.no2Grade), ("o3Flag", hour.flag), ("pm25Grade", hour.pm25Grade), ("so2Flag", hour.flag),
            ("dataTime", hour.dataTime), ("coGrade", hour.coGrade), ("no2Value", hour.no2Value),
            ("stationName", station.stationName), ("pm10Grade", hour.pm10Grade), ("o3Value", hour.o3Value),
            ("pm10Value24", hour.pm10Value24), ("pm25Value24", hour.pm25Value24), ("pm10Grade1h", hour.pm10Grade1h),
            ("pm25Grade1h", hour.pm25Grade1h), ("mangName", station.mangName),
        ]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (name, value) in xmlFields {
            try container.encode(value, forKey: CodingKeys(stringValue: name))
        }
    }
}

/// One station of `getMsrstnList`.
struct AirKoreaStationPayload: AirKoreaXMLItem {
    var stationName: String
    var addr: String
    var year: String
    var mangName: String
    var item: String
    var dmX: String
    var dmY: String

    init(_ station: SampleStation) {
        stationName = station.stationName
        addr = station.addr
        year = station.year
        mangName = station.mangName
        item = station.item
        dmX = station.dmX
        dmY = station.dmY
    }

    var xmlFields: [(name: String, value: String?)] {
        [
            ("dmX", dmX), ("item", item), ("mangName", mangName), ("year", year), ("addr", addr),
            ("stationName", stationName), ("dmY", dmY),
        ]
    }
}

/// One station of `getNearbyMsrstnList`, as `airkorea_nearby.json`: `tm` is the distance in km.
struct AirKoreaNearbyPayload: AirKoreaXMLItem {
    var stationName: String
    var addr: String
    var tm: Double

    var xmlFields: [(name: String, value: String?)] {
        [("tm", String(tm)), ("addr", addr), ("stationName", stationName)]
    }
}

/// One town of `getTMStdrCrdnt`, as `airkorea_tm.json`: the TM coordinates are strings.
struct AirKoreaTownPayload: AirKoreaXMLItem {
    var sidoName: String
    var sggName: String
    var umdName: String
    var tmX: String
    var tmY: String

    var xmlFields: [(name: String, value: String?)] {
        [("sggName", sggName), ("umdName", umdName), ("tmX", tmX), ("tmY", tmY), ("sidoName", sidoName)]
    }
}
