import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct SQLiteMovieQueriesStoreTests {
    func queries(_ texts: [String]) throws -> [MovieQuery] {
        try texts.map(MoviesDataFixtures.query)
    }

    func rowCount(_ database: SQLiteDatabase) throws -> Int {
        try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recent_movie_query") ?? -1 }
    }

    @Test func theNewestComesFirst() async throws {
        try await withTemporaryDirectory { directory in
            let store = SQLiteMovieQueriesStore(database: try MoviesDataTestSupport.userDatabase(in: directory))
            for query in try queries(["alien", "batman", "casablanca"]) { try await store.save(query) }

            #expect(try await store.recentQueries(limit: 10) == (try queries(["casablanca", "batman", "alien"])))
        }
    }

    /// A recent search another program left unreadable (bytes that are no text where text should be) is left out,
    /// never a trap, and kept in the file, as user data is.
    @Test(arguments: [("text", "X'00FF'"), ("folded", "X'C0AF'")])
    func aRecentSearchThatCannotBeReadIsLeftOutAndKept(column: String, value: String) async throws {
        try await withTemporaryDirectory { directory in
            let database = try MoviesDataTestSupport.userDatabase(in: directory)
            try await SQLiteMovieQueriesStore(database: database).save(try MoviesDataFixtures.query("alien"))
            try await SQLiteMovieQueriesStore(database: database).save(try MoviesDataFixtures.query("batman"))
            try await database.writer.write { db in
                try db.execute(sql: "UPDATE recent_movie_query SET \(column) = \(value) WHERE text = 'batman'")
            }
            let store = SQLiteMovieQueriesStore(database: database)
            #expect(try await store.recentQueries(limit: 10) == (try queries(["alien"])))
            #expect(try rowCount(database) == 2)
        }
    }

    @Test func aRepeatedQueryMovesToTheTopOnceWhateverItsCase() async throws {
        try await withTemporaryDirectory { directory in
            let database = try MoviesDataTestSupport.userDatabase(in: directory)
            let store = SQLiteMovieQueriesStore(database: database)
            for query in try queries(["Space", "star", "SPACE", "star wars", "space"]) { try await store.save(query) }

            #expect(try await store.recentQueries(limit: 10) == (try queries(["space", "star wars", "star"])))
            #expect(try rowCount(database) == 3)
        }
    }

    @Test func atMostTenAreKeptAndTheOldestAreDeletedOnSave() async throws {
        try await withTemporaryDirectory { directory in
            let database = try MoviesDataTestSupport.userDatabase(in: directory)
            let store = SQLiteMovieQueriesStore(database: database)
            for number in 1...15 { try await store.save(try MoviesDataFixtures.query("query \(number)")) }

            #expect(
                try await store.recentQueries(limit: 100) == (try queries((6...15).reversed().map { "query \($0)" })))
            #expect(try await store.recentQueries(limit: 3) == (try queries(["query 15", "query 14", "query 13"])))
            #expect(try await store.recentQueries(limit: 0) == [])
            #expect(try rowCount(database) == 10)
        }
    }

    @Test func theQueriesAreAtHandOnceReadAndFollowEachSave() async throws {
        try await withTemporaryDirectory { directory in
            let database = try MoviesDataTestSupport.userDatabase(in: directory)
            for query in try queries(["alien", "batman"]) {
                try await SQLiteMovieQueriesStore(database: database).save(query)
            }
            let store = SQLiteMovieQueriesStore(database: database)
            #expect(store.recentQueriesAtHand(limit: 10) == nil)

            #expect(try await store.recentQueries(limit: 10) == (try queries(["batman", "alien"])))
            #expect(store.recentQueriesAtHand(limit: 10) == (try queries(["batman", "alien"])))
            try await store.save(try MoviesDataFixtures.query("ALIEN"))
            #expect(store.recentQueriesAtHand(limit: 10) == (try queries(["ALIEN", "batman"])))
            #expect(store.recentQueriesAtHand(limit: 1) == (try queries(["ALIEN"])))
        }
    }

    @Test func whatTheStoreKeepsInMemoryAgreesWithTheFileAfterSavesAndReadsAtOnce() async throws {
        try await withTemporaryDirectory { directory in
            let database = try MoviesDataTestSupport.userDatabase(in: directory)
            let store = SQLiteMovieQueriesStore(database: database)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 0..<60 {
                    group.addTask {
                        try await store.save(try MoviesDataFixtures.query("query \(number % 15)"))
                        _ = try await store.recentQueries(limit: 10)
                    }
                }
                try await group.waitForAll()
            }

            let fromTheFile = try await SQLiteMovieQueriesStore(database: database).recentQueries(limit: 10)
            #expect(fromTheFile.count == 10)
            #expect(try await store.recentQueries(limit: 10) == fromTheFile)
        }
    }

    @Test func aRemovedQueryIsGoneFromTheFileWhateverItsCase() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let database = try MoviesDataTestSupport.userDatabase(in: directory)
                let store = SQLiteMovieQueriesStore(database: database)
                for query in try queries(["alien", "Batman", "casablanca"]) { try await store.save(query) }
                #expect(try await store.recentQueries(limit: 10) == (try queries(["casablanca", "Batman", "alien"])))

                try await store.remove(try MoviesDataFixtures.query("BATMAN"))
                try await store.remove(try MoviesDataFixtures.query("never saved"))

                #expect(store.recentQueriesAtHand(limit: 10) == (try queries(["casablanca", "alien"])))
                #expect(try rowCount(database) == 2)
            }
            let reopened = try MoviesDataTestSupport.userDatabase(in: directory)
            #expect(
                try await SQLiteMovieQueriesStore(database: reopened).recentQueries(limit: 10)
                    == (try queries(["casablanca", "alien"])))
        }
    }

    @Test func aRemovedQuerySavedAgainComesBackFirst() async throws {
        try await withTemporaryDirectory { directory in
            let store = SQLiteMovieQueriesStore(database: try MoviesDataTestSupport.userDatabase(in: directory))
            for query in try queries(["alien", "batman"]) { try await store.save(query) }

            try await store.remove(try MoviesDataFixtures.query("batman"))
            try await store.save(try MoviesDataFixtures.query("batman"))

            #expect(try await store.recentQueries(limit: 10) == (try queries(["batman", "alien"])))
        }
    }

    @Test func queriesSurviveReopeningWithTheirSaveTime() async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            do {
                let store = SQLiteMovieQueriesStore(
                    database: try MoviesDataTestSupport.userDatabase(in: directory), now: clock.nowFunction)
                try await store.save(try MoviesDataFixtures.query("amélie"))
            }
            let reopened = try MoviesDataTestSupport.userDatabase(in: directory)
            let savedAt = try await reopened.writer.read { db in
                try Double.fetchOne(db, sql: "SELECT savedAt FROM recent_movie_query")
            }

            #expect(
                try await SQLiteMovieQueriesStore(database: reopened).recentQueries(limit: 10)
                    == (try queries(["amélie"])))
            #expect(savedAt == clock.now.timeIntervalSince1970)
        }
    }
}
