/// An AirKorea measuring station, with its hourly measurements of the last 24 hours.
public struct SampleStation: Codable, Hashable, Sendable {
    public var stationName: String
    public var addr: String
    public var sidoName: String
    /// Network name, e.g. `도시대기`.
    public var mangName: String
    public var year: String
    /// Measured items, e.g. `SO2, CO, O3, NO2, PM10, PM2.5`.
    public var item: String
    /// Latitude and longitude as strings, as AirKorea sends them.
    public var dmX: String
    public var dmY: String
    /// TM coordinates (metres) for the nearby-station search.
    public var tmX: Double
    public var tmY: Double
    /// Towns (읍면동) served by this station, for the TM look-up by town name.
    public var umdNames: [String]
    /// Newest first, 24 entries.
    public var measurements: [SampleMeasurement]

    public init(
        stationName: String, addr: String, sidoName: String, mangName: String, year: String,
        item: String, dmX: String, dmY: String, tmX: Double, tmY: Double, umdNames: [String],
        measurements: [SampleMeasurement]
    ) {
        self.stationName = stationName
        self.addr = addr
        self.sidoName = sidoName
        self.mangName = mangName
        self.year = year
        self.item = item
        self.dmX = dmX
        self.dmY = dmY
        self.tmX = tmX
        self.tmY = tmY
        self.umdNames = umdNames
        self.measurements = measurements
    }
}

/// One hourly measurement. Every value is a string as AirKorea sends it, `"-"` when missing; grades are
/// `"1"`…`"4"` or `nil`; flags are `nil` or a status text such as `통신장애`.
public struct SampleMeasurement: Codable, Hashable, Sendable {
    /// `YYYY-MM-DD HH:mm`.
    public var dataTime: String
    public var pm10Value: String
    public var pm25Value: String
    public var pm10Value24: String
    public var pm25Value24: String
    public var pm10Grade: String?
    public var pm25Grade: String?
    public var pm10Grade1h: String?
    public var pm25Grade1h: String?
    public var khaiValue: String
    public var khaiGrade: String?
    public var so2Value: String
    public var coValue: String
    public var o3Value: String
    public var no2Value: String
    public var so2Grade: String?
    public var coGrade: String?
    public var o3Grade: String?
    public var no2Grade: String?
    /// Set on every `*Flag` field when the hour is missing, e.g. `통신장애`.
    public var flag: String?

    public init(
        dataTime: String, pm10Value: String, pm25Value: String, pm10Value24: String,
        pm25Value24: String, pm10Grade: String?, pm25Grade: String?, pm10Grade1h: String?,
        pm25Grade1h: String?, khaiValue: String, khaiGrade: String?, so2Value: String,
        coValue: String, o3Value: String, no2Value: String, so2Grade: String?, coGrade: String?,
        o3Grade: String?, no2Grade: String?, flag: String?
    ) {
        self.dataTime = dataTime
        self.pm10Value = pm10Value
        self.pm25Value = pm25Value
        self.pm10Value24 = pm10Value24
        self.pm25Value24 = pm25Value24
        self.pm10Grade = pm10Grade
        self.pm25Grade = pm25Grade
        self.pm10Grade1h = pm10Grade1h
        self.pm25Grade1h = pm25Grade1h
        self.khaiValue = khaiValue
        self.khaiGrade = khaiGrade
        self.so2Value = so2Value
        self.coValue = coValue
        self.o3Value = o3Value
        self.no2Value = no2Value
        self.so2Grade = so2Grade
        self.coGrade = coGrade
        self.o3Grade = o3Grade
        self.no2Grade = no2Grade
        self.flag = flag
    }
}
