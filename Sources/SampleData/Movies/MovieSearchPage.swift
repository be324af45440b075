/// One page of a movie search, in TMDB's terms: `page` starts at 1, `totalPages` is 1 when nothing matched.
public struct MovieSearchPage: Hashable, Sendable {
    /// The page asked for, echoed even when it lies past the last page.
    public var page: Int
    /// At most `MovieCatalog.pageSize` movies, most popular first.
    public var results: [SampleMovie]
    /// `ceil(totalResults / pageSize)`, and 1 when there are no results.
    public var totalPages: Int
    /// How many movies matched, on all pages together.
    public var totalResults: Int

    /// A page with the given fields, as `MovieCatalog.search` builds it.
    public init(page: Int, results: [SampleMovie], totalPages: Int, totalResults: Int) {
        self.page = page
        self.results = results
        self.totalPages = totalPages
        self.totalResults = totalResults
    }
}
