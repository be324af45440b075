import DomainLayer
import Foundation
import GRDB
import Logging

/// The station the user chose, in `strata.sqlite`'s `setting` table under the key `airQuality.stationName`,
/// so the scene shows it again after a restart.
///
/// A save is one upsert in one transaction: a crash leaves the old choice or the new one, never none.
public struct SQLiteAirQualityStationSettingStore: AirQualityStationSettingRepository {
    /// The row's key in `setting`.
    static let key = "airQuality.stationName"

    private let database: DatabasePool
    private let pageReader: DatabaseQueue
    private let logger: Logger

    public init(database: SQLiteDatabase, logger: Logger = Logger(label: "strata.airquality.settings")) {
        self.database = database.writer
        self.pageReader = database.pageReader
        self.logger = logger
    }

    /// The saved name; nil when none was saved, or the saved one is blank.
    public func savedStationName() async throws -> String? {
        let value = try pageReader.readInPlace { db in
            // Read on every Air quality page; each connection keeps the statement prepared.
            try String.fetchOne(
                db.cachedStatement(sql: "SELECT value FROM setting WHERE key = ?"), arguments: [Self.key])
        }
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        return value
    }

    /// Keeps `stationName`, replacing the choice before. A failure is logged and thrown as a `StorageError` (a
    /// full disk, a read-only directory); a cancelled save is no failure.
    public func saveStationName(_ stationName: String) async throws {
        do {
            try await database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO setting (key, value) VALUES (?, ?)
                        ON CONFLICT(key) DO UPDATE SET value = excluded.value
                        """,
                    arguments: [Self.key, stationName])
            }
        } catch {
            guard let failure = StorageError.of(error) else {
                logger.debug("A station's save was cancelled")
                throw CancellationError()
            }
            logger.error(
                "The chosen station could not be saved",
                metadata: [
                    "station": "\(stationName.prefix(AirQualityStation.maximumNameLength))", "error": "\(error)",
                ])
            throw failure
        }
    }
}
