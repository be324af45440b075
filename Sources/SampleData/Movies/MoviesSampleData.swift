/// The Movies scene's catalogue (TMDB's search and details).
public enum MoviesSampleData: SampleDataPart {
    public typealias Row = SampleMovie
    public static let fileName = "movies.json"
}

extension SampleDataset {
    /// The Movies scene's catalogue (TMDB's search and details).
    public var movies: [SampleMovie] {
        get { self[MoviesSampleData.self] }
        set { self[MoviesSampleData.self] = newValue }
    }
}
