import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct SQLiteAirQualityStationSettingStoreTests {
    func settings(_ database: SQLiteDatabase) throws -> [String: String] {
        try database.writer.read { db in
            try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM setting").map {
                    ($0["key"] as String, $0["value"] as String)
                })
        }
    }

    @Test func noStationIsSavedAtFirst() async throws {
        try await withTemporaryDirectory { directory in
            let store = SQLiteAirQualityStationSettingStore(database: try UsersDataFixtures.userDatabase(in: directory))
            #expect(try await store.savedStationName() == nil)
        }
    }

    @Test func theLastChoiceIsKeptInOneSettingRow() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let store = SQLiteAirQualityStationSettingStore(database: database)
            try await store.saveStationName("중구")
            try await store.saveStationName("강남구")
            #expect(try await store.savedStationName() == "강남구")
            #expect(try settings(database) == ["airQuality.stationName": "강남구"])
        }
    }

    @Test func theChoiceSurvivesReopeningTheFile() async throws {
        try await withTemporaryDirectory { directory in
            try await SQLiteAirQualityStationSettingStore(database: try UsersDataFixtures.userDatabase(in: directory))
                .saveStationName("동대문구")
            let reopened = SQLiteAirQualityStationSettingStore(
                database: try UsersDataFixtures.userDatabase(in: directory))
            #expect(try await reopened.savedStationName() == "동대문구")
            #expect(
                try await FetchSavedAirQualityStationInteractor(settings: reopened).execute() == "동대문구")
        }
    }

    /// The terminal and the web app may run on one data directory at once: each opens the file itself.
    @Test func aChoiceSavedThroughAnotherOpeningOfTheFileIsReadAtOnce() async throws {
        try await withTemporaryDirectory { directory in
            let shown = SQLiteAirQualityStationSettingStore(database: try UsersDataFixtures.userDatabase(in: directory))
            let other = SQLiteAirQualityStationSettingStore(database: try UsersDataFixtures.userDatabase(in: directory))
            #expect(try await shown.savedStationName() == nil)
            try await other.saveStationName("중구")
            #expect(try await shown.savedStationName() == "중구")
            try await other.saveStationName("강남구")
            #expect(try await shown.savedStationName() == "강남구")
        }
    }

    @Test func aBlankSavedNameIsNoChoice() async throws {
        try await withTemporaryDirectory { directory in
            let store = SQLiteAirQualityStationSettingStore(database: try UsersDataFixtures.userDatabase(in: directory))
            try await store.saveStationName("  ")
            #expect(try await store.savedStationName() == nil)
            #expect(
                try await FetchSavedAirQualityStationInteractor(settings: store).execute()
                    == FetchSavedAirQualityStationInteractor.defaultStationName)
        }
    }
}
