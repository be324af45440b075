import DataLayer
import DomainLayer
import Foundation
import Networking
import TestSupport

/// Builders shared by the Movies data tests.
enum MoviesDataTestSupport {
    /// A TMDB data source against `baseURL` with `api_key`, in `language`, the faults of `fault` on every request,
    /// and `timeout`, logging into `log`. The timeout is a minute unless a test is of timing out: 15 s ran out for a
    /// page of ten thousand rows on a 2-core machine busy with the rest of the suite.
    static func tmdb(
        baseURL: URL, key: String = "staging-key", language: MovieLanguage = .english, fault: String? = nil,
        timeout: TimeInterval = 60, log: LogCapture = LogCapture()
    ) -> RemoteMoviesDataSource {
        let configuration = APIConfiguration(
            baseURL: baseURL, headers: fault.map { ["X-Strata-Fault": $0] } ?? [:],
            queryParameters: ["api_key": key], timeout: timeout)
        return RemoteMoviesDataSource(
            service: DataTransferService(configuration: configuration, logger: log.logger()), language: language)
    }

    /// Opens `cache.sqlite` in `directory`.
    static func cacheDatabase(in directory: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(
            file: directory.appendingPathComponent("cache.sqlite"), contents: .cache, migrator: DatabaseSchema.cache)
    }

    /// Opens `strata.sqlite` in `directory`.
    static func userDatabase(in directory: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(
            file: directory.appendingPathComponent("strata.sqlite"), contents: .userData,
            migrator: DatabaseSchema.userData)
    }

    /// Midnight UTC of `year-month-day`.
    static func utcDate(_ year: Int, _ month: Int, _ day: Int) -> Date? {
        Calendar.utc.date(from: DateComponents(year: year, month: month, day: day))
    }
}
