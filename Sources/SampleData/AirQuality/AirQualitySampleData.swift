/// The Air quality scene's stations and their last 24 hours.
public enum AirQualitySampleData: SampleDataPart {
    public typealias Row = SampleStation
    public static let fileName = "stations.json"
}

extension SampleDataset {
    /// The Air quality scene's stations and their last 24 hours.
    public var stations: [SampleStation] {
        get { self[AirQualitySampleData.self] }
        set { self[AirQualitySampleData.self] = newValue }
    }
}
