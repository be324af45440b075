/// The listing rule the dev-phase data source and the staging API share, so dev and alpha show the same items.
public enum __Scene__Catalog {
    /// The most items one answer holds, and the default.
    public static let maximumLimit = 100

    /// The first `limit` items in the order of their ids; a `limit` below 0 counts as 0, above
    /// ``maximumLimit`` as ``maximumLimit``.
    public static func list(_ items: [Sample__Entity__], limit: Int) -> ArraySlice<Sample__Entity__> {
        items.sorted { $0.id < $1.id }.prefix(min(max(limit, 0), maximumLimit))
    }
}
