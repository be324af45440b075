import LiveWeb

/// How the web ring keeps the pages it rendered to serve them again (LiveWeb's `PageCache`): for how long at most,
/// and the version of the app's data, which the app derives from what it stores. A page whose load showed a
/// failure is never kept (see `FailureTally`): a reload or a Retry link asks anew.
public struct PageCaching: Sendable {
    /// How long a page is served again at most.
    public var lifetime: Duration
    /// What `lifetime` is measured on.
    public var clock: any Clock<Duration>
    /// The app's data version: it changes with every change to what a page can show.
    public var dataVersion: @Sendable () -> Int

    /// Creates a policy.
    public init(
        lifetime: Duration = .seconds(2), clock: any Clock<Duration> = ContinuousClock(),
        dataVersion: @escaping @Sendable () -> Int
    ) {
        self.lifetime = lifetime
        self.clock = clock
        self.dataVersion = dataVersion
    }

    /// The cache this policy keeps pages in.
    func makeCache() -> PageCache {
        PageCache(lifetime: lifetime, clock: clock, version: dataVersion)
    }
}
