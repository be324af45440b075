/// The GitHub users scene's users, ascending by id.
public enum UsersSampleData: SampleDataPart {
    public typealias Row = SampleUser
    public static let fileName = "users.json"
}

extension SampleDataset {
    /// The GitHub users scene's users, ascending by id.
    public var users: [SampleUser] {
        get { self[UsersSampleData.self] }
        set { self[UsersSampleData.self] = newValue }
    }
}
