/// The My groups scene's group cards.
public enum GroupsSampleData: SampleDataPart {
    public typealias Row = SampleGroup
    public static let fileName = "groups.json"
}

extension SampleDataset {
    /// The My groups scene's group cards.
    public var groups: [SampleGroup] {
        get { self[GroupsSampleData.self] }
        set { self[GroupsSampleData.self] = newValue }
    }
}
