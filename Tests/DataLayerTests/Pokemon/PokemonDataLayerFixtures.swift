import DataLayer
import Foundation
import Networking
import StagingAPI
import TestSupport

/// A PokeAPI data source on `baseURL`, optionally asking the staging API for `fault` on every request.
func pokeAPISource(baseURL: URL, fault: String? = nil, timeout: TimeInterval = 60) -> RemotePokemonDataSource {
    let headers = fault.map { ["X-Strata-Fault": $0] } ?? [:]
    return RemotePokemonDataSource(
        service: DataTransferService(
            configuration: APIConfiguration(baseURL: baseURL, headers: headers, timeout: timeout),
            logger: Fixtures.quietLogger(label: "strata.test.pokeapi")))
}

/// Runs `body` with a response cache store (namespace `pokemon`) in a temporary `cache.sqlite`.
func withPokemonCache<T>(
    clock: TestWallClock = TestWallClock(), maxAge: Duration = .seconds(3600),
    _ body: (SQLiteResponseCacheStore, SQLiteDatabase) async throws -> T
) async throws -> T {
    try await withTemporaryDirectory { directory in
        let database = try SQLiteDatabase.open(
            file: directory.appendingPathComponent("cache.sqlite"), contents: .cache, migrator: DatabaseSchema.cache)
        let store = SQLiteResponseCacheStore(
            database: database, namespace: "pokemon", policy: CachePolicy(maxAge: maxAge, maxBytes: 1 << 20),
            now: clock.nowFunction)
        return try await body(store, database)
    }
}
