/// Limits of a cache: entries older than `maxAge` are not served, and the cache is trimmed to `maxBytes`,
/// least recently used first.
public struct CachePolicy: Sendable, Equatable {
    public var maxAge: Duration
    public var maxBytes: Int

    public init(maxAge: Duration, maxBytes: Int) {
        self.maxAge = maxAge
        self.maxBytes = maxBytes
    }
}
