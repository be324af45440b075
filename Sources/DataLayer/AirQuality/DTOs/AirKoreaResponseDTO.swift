/// AirKorea's JSON envelope: `{response:{header:{resultCode,resultMsg}, body:{totalCount, pageNo,
/// numOfRows, items}}}`. The body is absent on some errors.
public struct AirKoreaResponseDTO<Item: Decodable & Sendable & Equatable>: Decodable, Sendable, Equatable {
    public struct Header: Decodable, Sendable, Equatable {
        public var resultCode: String
        public var resultMsg: String
    }

    /// Strata reads only `items`; the counts are kept when they are counts (0 or more, an Int), else none,
    /// so no number of them can fail or trap anything.
    public struct Body: Decodable, Sendable, Equatable {
        public var totalCount: Int?
        public var pageNo: Int?
        public var numOfRows: Int?
        public var items: [Item]

        enum CodingKeys: String, CodingKey {
            case totalCount, pageNo, numOfRows, items
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            totalCount = container.decodeIfPresent(Int.self, forKey: .totalCount, in: UpstreamNumbers.count)
            pageNo = container.decodeIfPresent(Int.self, forKey: .pageNo, in: UpstreamNumbers.count)
            numOfRows = container.decodeIfPresent(Int.self, forKey: .numOfRows, in: UpstreamNumbers.count)
            items = try container.decode([Item].self, forKey: .items)
        }
    }

    struct Response: Decodable, Sendable, Equatable {
        var header: Header
        var body: Body?
    }

    private var response: Response

    public var header: Header { response.header }
    public var body: Body? { response.body }
}

/// One hourly measurement of `getMsrstnAcctoRltmMesureDnsty`; every value a string, `"-"` when missing.
public struct AirKoreaMeasurementDTO: Decodable, Sendable, Equatable {
    public var dataTime: String
    public var stationName: String?
    public var pm10Value: String?
    public var pm25Value: String?
    public var pm10Value24: String?
    public var pm25Value24: String?
    public var pm10Grade: String?
    public var pm25Grade: String?
    public var pm10Grade1h: String?
    public var pm25Grade1h: String?
    public var khaiValue: String?
    public var khaiGrade: String?
    public var pm10Flag: String?
    public var pm25Flag: String?
}

/// A station of `getMsrstnList`.
public struct AirKoreaStationDTO: Decodable, Sendable, Equatable {
    public var stationName: String
    public var addr: String
    public var year: String?
    public var mangName: String?
    public var item: String?
    public var dmX: String?
    public var dmY: String?
}

/// A station of `getNearbyMsrstnList`, with its distance in km.
public struct AirKoreaNearbyStationDTO: Decodable, Sendable, Equatable {
    public var stationName: String
    public var addr: String
    public var tm: Double
}

/// A town of `getTMStdrCrdnt` with its TM coordinates (strings).
public struct AirKoreaTMCoordinateDTO: Decodable, Sendable, Equatable {
    public var sidoName: String
    public var sggName: String
    public var umdName: String
    public var tmX: String
    public var tmY: String
}
