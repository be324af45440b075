import DataLayer
import DomainLayer
import Foundation
import Networking
import TestSupport
import Testing

struct APIErrorReaderTests {
    @Test func aConnectionThatFailsOrEndsWithoutAnAnswerIsNoResponse() {
        let reader = APIErrorReader.plain
        #expect(
            reader.domainError(for: .networkFailure(.transport("connection reset"))) as? DomainError
                == .noResponse(details: "connection reset"))
        #expect(reader.domainError(for: .noResponse) as? DomainError == .noResponse(details: nil))
    }

    /// The screen words the cause; the log keeps what a developer needs to find it.
    @Test func theStatusAndTheServicesOwnWordsGoToTheLogAtDebugLevel() {
        let log = LogCapture()
        let body = Data(#"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#.utf8)
        let error = APIErrorReader.tmdb.domainError(
            for: .networkFailure(.httpStatus(code: 401, headers: [:], body: body)), logger: log.logger())
        #expect(error as? DomainError == .unauthorized(message: "Invalid API key: You must be granted a valid key."))
        #expect(
            log.messages == [
                "debug An upstream failure is shown as unauthorized "
                    + "serviceMessage=Invalid API key: You must be granted a valid key. status=401"
            ])
    }

    @Test func aServerErrorLogsItsStatus() {
        let log = LogCapture()
        _ = APIErrorReader.pokeAPI.domainError(
            for: .networkFailure(.httpStatus(code: 500, headers: [:], body: Data("Internal Server Error".utf8))),
            logger: log.logger())
        #expect(
            log.messages == [
                "debug An upstream failure is shown as server serviceMessage=Internal Server Error status=500"
            ])
    }

    @Test func anAnswerThatDoesNotDecodeLogsWhereAndWhy() {
        let log = LogCapture()
        let failure = ParsingFailure(codingPath: "results[3].id", reason: "Expected Int, found a string")
        let error = APIErrorReader.tmdb.domainError(for: .parsing(failure), logger: log.logger())
        #expect(error as? DomainError == .badData(details: "results[3].id: Expected Int, found a string"))
        #expect(
            log.messages == [
                "debug An upstream failure is shown as badData detail=results[3].id: Expected Int, found a string"
            ])
    }

    /// GitHub's 403 with no requests remaining, reset at `reset`, read at 2023-11-14 22:13:20 UTC.
    func gitHubRateLimit(reset: String, log: LogCapture = LogCapture()) -> DomainError? {
        APIErrorReader.gitHub(now: { Date(timeIntervalSince1970: 1_700_000_000) }).domainError(
            for: .networkFailure(
                .httpStatus(
                    code: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": reset], body: Data())),
            logger: log.logger()) as? DomainError
    }

    @Test func aRateLimitLogsItsResetTime() {
        let log = LogCapture()
        #expect(
            gitHubRateLimit(reset: "1700000060", log: log)
                == .rateLimited(until: Date(timeIntervalSince1970: 1_700_000_060)))
        #expect(
            log.messages == [
                "debug An upstream failure is shown as rateLimited reset=2023-11-14 22:14:20 +0000 status=403"
            ])
    }

    /// A reset is believed from now to a day on: "Try again after 14:05" names one time only within a day.
    @Test(arguments: [("1700000000", 1_700_000_000.0), ("1700003600", 1_700_003_600), ("1700086400", 1_700_086_400)])
    func aResetFromNowToADayOnIsKept(reset: String, seconds: Double) {
        #expect(gitHubRateLimit(reset: reset) == .rateLimited(until: Date(timeIntervalSince1970: seconds)))
    }

    /// Whatever GitHub's header holds (not a number in any spelling, infinity, a fraction, an exponent, a sign, a
    /// time past or more than a day on, more digits than any time has), the answer is a rate limit whose reset is
    /// unknown, and the log says so. Before the reset was range-checked, `nan` trapped the process as it was
    /// logged, and `inf` read "Try again after 0:00".
    @Test(arguments: [
        "nan", "NaN", "-nan", "+nan", "NAN", "nan(0x1)", "inf", "-inf", "+inf", "infinity", "-Infinity", "1e19",
        "1.7e9", "1700000060.5", "-1", "+1700000060", "0", "1699999999", "1700086401", "9223372036854775807",
        "99999999999999999999", "0x6553F13C", "", " ", "１７０００００６０",
    ])
    func aResetThatIsNoTimeWithinADayIsUnknown(reset: String) {
        let log = LogCapture()
        #expect(gitHubRateLimit(reset: reset, log: log) == .rateLimited(until: nil))
        #expect(log.messages == ["debug An upstream failure is shown as rateLimited reset=unknown status=403"])
    }

    @Test func aCancellationIsNeitherAnErrorNorLogged() {
        let log = LogCapture()
        #expect(
            APIErrorReader.plain.domainError(for: .networkFailure(.cancelled), logger: log.logger())
                is CancellationError)
        #expect(log.messages == [])
    }
}
