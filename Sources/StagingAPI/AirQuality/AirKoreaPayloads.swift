import SampleData

/// AirKorea's JSON envelope: `{response: {header: {resultCode, resultMsg}, body: {totalCount, pageNo,
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
struct AirKoreaMeasurementPayload: Encodable {
    var measurement: SampleMeasurement
    var station: SampleStation

    enum CodingKeys: String, CodingKey {
        case dataTime, stationName, sidoName, mangName
        case pm10Value, pm25Value, pm10Value24, pm25Value24, khaiValue, so2Value, coValue, o3Value, no2Value
        case pm10Grade, pm25Grade, pm10Grade1h, pm25Grade1h, khaiGrade, so2Grade, coGrade, o3Grade, no2Grade
        case pm10Flag, pm25Flag, so2Flag, coFlag, o3Flag, no2Flag
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let hour = measurement
        try container.encode(hour.dataTime, forKey: .dataTime)
        try container.encode(station.stationName, forKey: .stationName)
        try container.encode(station.sidoName, forKey: .sidoName)
        try container.encode(station.mangName, forKey: .mangName)
        let values: [(CodingKeys, String)] = [
            (.pm10Value, hour.pm10Value), (.pm25Value, hour.pm25Value), (.pm10Value24, hour.pm10Value24),
            (.pm25Value24, hour.pm25Value24), (.khaiValue, hour.khaiValue), (.so2Value, hour.so2Value),
            (.coValue, hour.coValue), (.o3Value, hour.o3Value), (.no2Value, hour.no2Value),
        ]
        for (key, value) in values {
            try container.encode(value, forKey: key)
        }
        let grades: [(CodingKeys, String?)] = [
            (.pm10Grade, hour.pm10Grade), (.pm25Grade, hour.pm25Grade), (.pm10Grade1h, hour.pm10Grade1h),
            (.pm25Grade1h, hour.pm25Grade1h), (.khaiGrade, hour.khaiGrade), (.so2Grade, hour.so2Grade),
            (.coGrade, hour.coGrade), (.o3Grade, hour.o3Grade), (.no2Grade, hour.no2Grade),
        ]
        for (key, grade) in grades {
            try container.encode(grade, forKey: key)
        }
        for key in [CodingKeys.pm10Flag, .pm25Flag, .so2Flag, .coFlag, .o3Flag, .no2Flag] {
            try container.encode(hour.flag, forKey: key)
        }
    }
}

/// One station of `getMsrstnList`.
struct AirKoreaStationPayload: Encodable {
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
}

/// One station of `getNearbyMsrstnList`, as `airkorea_nearby.json`: `tm` is the distance in km.
struct AirKoreaNearbyPayload: Encodable {
    var stationName: String
    var addr: String
    var tm: Double
}

/// One town of `getTMStdrCrdnt`, as `airkorea_tm.json`: the TM coordinates are strings.
struct AirKoreaTownPayload: Encodable {
    var sidoName: String
    var sggName: String
    var umdName: String
    var tmX: String
    var tmY: String
}
