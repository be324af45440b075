import Foundation
import SampleData
import TestSupport
import Testing

@testable import StagingAPI

@Suite struct ParameterRangeTests {
    @Test(arguments: [
        ("42", DecimalInteger.value(42)), (" -7 ", .value(-7)), ("+3", .value(3)),
        ("9223372036854775807", .value(.max)), ("-9223372036854775808", .value(.min)),
        ("9223372036854775808", .aboveInt), (String(repeating: "9", count: 10_000), .aboveInt),
        ("-9223372036854775809", .belowInt), ("", .notANumber), ("-", .notANumber), ("abc", .notANumber),
        ("1e999", .notANumber), ("NaN", .notANumber), ("1.5", .notANumber), ("\0", .notANumber), ("٣", .notANumber),
        ("종로구", .notANumber),
    ])
    func decimalIntegersAreToldApartFromGarbage(text: String, expected: DecimalInteger) {
        #expect(DecimalInteger(text) == expected)
    }

    @Test func anIntegerParameterIsRejectedOrClampedOutsideItsRange() {
        let query = QueryParameters(query: "huge=9223372036854775808&low=-5&word=abc&empty=&page=7&page=900")
        #expect(query.integer("huge", default: 1, in: 1...500) == nil)
        #expect(query.integer("word", default: 1, in: 1...500) == nil)
        #expect(query.integer("empty", default: 1, in: 1...500) == 1)
        #expect(query.integer("page", default: 1, in: 1...500) == 7, "the first of duplicated parameters wins")
        #expect(query.integer("huge", default: 20, clampedTo: 0...100) == 100)
        #expect(query.integer("low", default: 20, clampedTo: 0...100) == 0)
        #expect(query.integer("word", default: 20, clampedTo: 0...100) == 20)
        #expect(query.integer("absent", default: 20, clampedTo: 0...100) == 20)
    }

    @Test(arguments: ["NaN", "nan", "inf", "-inf", "1e999", "1e308", "abc", "", "%00"])
    func aCoordinateThatIsNotAFiniteNumberInRangeIsRejected(text: String) {
        #expect(QueryParameters(query: "tmX=\(text)").double("tmX", in: -1e7...1e7) == nil)
        #expect(QueryParameters(query: "tmX=199000.5").double("tmX", in: -1e7...1e7) == 199_000.5)
    }

    @Test func delaysAddUpToTheCapHoweverManyDigitsTheyHave() throws {
        let cap = StagingFault.maximumDelayMilliseconds
        #expect(try StagingFault(parsing: "delay=9223372036854775807,delay=1").delayMilliseconds == cap)
        #expect(try StagingFault(parsing: "delay=9223372036854775808").delayMilliseconds == cap)
        #expect(try StagingFault(parsing: "delay=59999,delay=59999,delay=59999").delayMilliseconds == cap)
        #expect(try StagingFault(parsing: "delay=100,delay=200").delayMilliseconds == 300)
        for refused in ["delay=-9223372036854775808", "status=99999999999999999999", "status=-500", "delay=1e999"] {
            #expect(throws: StagingFaultSyntaxError.self, "\(refused)") { try StagingFault(parsing: refused) }
        }
    }

    @Test func theAirKoreaPageOfAnyNumbersIsInRange() {
        let all = Array(1...25)
        let pages: [(pageNo: Int, numOfRows: Int, items: [Int])] = [
            (1, 10, Array(1...10)), (3, 10, Array(21...25)), (4, 10, []), (.max, .max, []), (.min, .min, []),
            (2, .max, []), (1, .max, all), (.max, 1, []), (0, 5, Array(1...5)), (1, -3, []),
        ]
        for page in pages {
            let envelope = AirKoreaEnvelope(page: all, pageNo: page.pageNo, numOfRows: page.numOfRows)
            #expect(envelope.body?.items == page.items, "pageNo \(page.pageNo), numOfRows \(page.numOfRows)")
        }
    }

    @Test func theCatalogsAnswerExtremeNumbersWithoutOverflowing() {
        let pokemon = Fixtures.pokemon(count: 30)
        #expect(PokemonCatalog.page(pokemon, offset: .max, limit: .max).isEmpty)
        #expect(PokemonCatalog.page(pokemon, offset: .min, limit: .min).isEmpty)
        #expect(PokemonCatalog.page(pokemon, offset: 1, limit: .max).count == 29)
        let users = Fixtures.users(count: 75)
        #expect(UserCatalog.page(users, since: .max, perPage: .max).isEmpty)
        #expect(UserCatalog.page(users, since: .min, perPage: .max).count == 75)
        #expect(UserCatalog.page(users, since: 0, perPage: .min).count == 1)
        let movies = Fixtures.movies(count: 45)
        for page in [Int.max, Int.min, 0, 4] {
            #expect(MovieCatalog.search(movies, query: "space", page: page).results.isEmpty, "page \(page)")
        }
        let stations = Fixtures.stations()
        for (tmX, tmY) in [(Double.nan, 1.0), (.infinity, 0), (1e308, 1e308), (-1e308, 0), (0, -.infinity)] {
            #expect(StationCatalog.nearby(stations, tmX: tmX, tmY: tmY).isEmpty, "\(tmX), \(tmY)")
        }
        #expect(StationCatalog.nearby(stations, tmX: 199_000, tmY: 452_000).count == 3)
    }
}
