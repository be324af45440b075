import DomainLayer
import Foundation

/// An `AirQualityRepository` that keeps AirKorea's answers in the response cache, since a development key
/// allows only a few hundred calls a day per operation: a station's measurements until the next hourly
/// publication (`AirKoreaPublication`), station lists and towns and the stations near them for the cache's
/// age limit (a day). When the service fails (offline, unreachable, timed out, rate limited, a server error),
/// the last measurements saved are served even past their hour, marked as a saved copy and from when.
/// Identical asks running at once (from any browser) share one request; a broken cache is a miss, never a
/// failure.
public struct CachedAirQualityRepository: AirQualityRepository {
    /// A station's measurements and when they were fetched.
    struct SavedHistory: Codable, Sendable {
        var history: AirQualityHistory
        var savedAt: Date
    }

    private let repository: any AirQualityRepository
    private let cache: SQLiteResponseCacheStore
    private let now: @Sendable () -> Date
    /// Whether a station's measurements are asked of the service whatever is kept (``refreshing``).
    private var asksTheService = false
    private let histories = SharedRequests<AirQualityHistory>()
    private let stationLists = SharedRequests<[AirQualityStation]>()
    private let townLists = SharedRequests<[AirQualityTown]>()
    private let nearbyLists = SharedRequests<[NearbyAirQualityStation]>()

    /// - Parameters:
    ///   - repository: what asks the service (e.g. a `DataSourceAirQualityRepository`).
    ///   - cache: a store in its own namespace (e.g. `airquality`), whose age limit is how long look-ups and a
    ///     saved copy are kept; on the same clock as `now`.
    ///   - now: the clock that decides when measurements are due again.
    public init(
        repository: any AirQualityRepository, cache: SQLiteResponseCacheStore,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.repository = repository
        self.cache = cache
        self.now = now
    }

    /// This repository asking AirKorea for a station's measurements even when those of the latest publication
    /// are kept (what Refresh asks, as AirKorea can publish an hour late), and telling its failure rather than
    /// serving a saved copy: the measurements shown stay on the screen, and the user is told Refresh failed.
    /// What it fetches is kept as any answer is; the other look-ups are as this repository's.
    public var refreshing: CachedAirQualityRepository {
        var refreshing = self
        refreshing.asksTheService = true
        return refreshing
    }

    public func history(stationName: String) async throws -> AirQualityHistory {
        let name = stationName.trimmingCharacters(in: .whitespacesAndNewlines)
        let key = "history|\(name)"
        if !asksTheService, let current = await currentHistory(forKey: key) {
            return current
        }
        do {
            // A refresh shares only another refresh's request: one that may answer from what is kept would not do.
            return try await histories.value(for: asksTheService ? "refresh|" + key : key) {
                [repository, cache, now, asksTheService, self] in
                // Looked up again inside the shared request, so an ask arriving just after another one
                // finished finds what that one stored.
                if !asksTheService, let current = await currentHistory(forKey: key) {
                    return current
                }
                let fresh = try await repository.history(stationName: name)
                try? await cache.store(SavedHistory(history: fresh, savedAt: now()), forKey: key)
                return fresh
            }
        } catch let error as DomainError where !asksTheService && Self.isServiceFailure(error) {
            guard let saved = await savedHistory(forKey: key) else { throw error }
            var history = saved.history
            history.savedCopy = AirQualityHistory.SavedCopy(savedAt: saved.savedAt)
            return history
        }
    }

    public func stations(named name: String) async throws -> [AirQualityStation] {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await lookUp("stations|\(name)", stationLists) { [repository] in
            try await repository.stations(named: name)
        }
    }

    /// Kept a day like any look-up, so a day of romanized searches costs one call.
    public func allStations() async throws -> [AirQualityStation] {
        try await lookUp("stations*", stationLists) { [repository] in
            try await repository.allStations()
        }
    }

    public func towns(named name: String) async throws -> [AirQualityTown] {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await lookUp("towns|\(name)", townLists) { [repository] in
            try await repository.towns(named: name)
        }
    }

    public func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation] {
        try await lookUp("nearby|\(tmX),\(tmY)", nearbyLists) { [repository] in
            try await repository.nearbyStations(tmX: tmX, tmY: tmY)
        }
    }

    /// Whether `error` says the service could not answer (rather than that the ask was wrong), so a saved copy
    /// is better than nothing.
    static func isServiceFailure(_ error: DomainError) -> Bool {
        // Named by what is not a service failure, so every way of not reaching the service (offline,
        // unreachable, no response, timed out, rate limited, a server error) is one; a wrong ask (a missing
        // station, a refused key, a bad answer, no key) is told, not hidden behind a copy.
        switch error {
        case .notFound, .unauthorized, .badData, .notConfigured: false
        default: true
        }
    }

    /// The saved measurements when no newer ones have been published since they were fetched.
    private func currentHistory(forKey key: String) async -> AirQualityHistory? {
        guard let saved = await savedHistory(forKey: key),
            saved.savedAt >= AirKoreaPublication.latest(atOrBefore: now())
        else { return nil }
        return saved.history
    }

    private func savedHistory(forKey key: String) async -> SavedHistory? {
        (try? await cache.value(SavedHistory.self, forKey: key)) ?? nil
    }

    /// The look-up cached under `key`, else `ask`'s answer, stored; one request for identical asks at once.
    private func lookUp<Value: CacheableValue>(
        _ key: String, _ requests: SharedRequests<Value>, _ ask: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        if let cached = (try? await cache.value(Value.self, forKey: key)) ?? nil {
            return cached
        }
        return try await requests.value(for: key) { [cache] in
            if let cached = (try? await cache.value(Value.self, forKey: key)) ?? nil {
                return cached
            }
            let answer = try await ask()
            try? await cache.store(answer, forKey: key)
            return answer
        }
    }
}
