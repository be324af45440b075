/// The __Title__ scene's items.
public enum __Scene__SampleData: SampleDataPart {
    public typealias Row = Sample__Entity__
    public static let fileName = "__kebab__.json"
}

extension SampleDataset {
    /// The __Title__ scene's items.
    public var __scene__: [Sample__Entity__] {
        get { self[__Scene__SampleData.self] }
        set { self[__Scene__SampleData.self] = newValue }
    }
}
